import { createHash } from 'node:crypto';
import { cacheTtlMs } from '../../operations/cache-ttl.js';
import { type OperationContext, type OperationResult, read } from '../../operations/operation-context.js';
import { cacheKey } from '../../redis/keys.js';
import { errorView } from '../../views/notice.view.js';
import { comparablePhoneDigits, displayPhoneNumber } from '../../views/phone-display.js';
import { clockTime, missedAddedView, missedListView, missedTextView } from './missed-command.view.js';
import { missedMessagesFor } from './missed-messages.js';
import type { MissedOperation } from './missed-operation.schema.js';
import { MissedRule } from './missed-rule.schema.js';

const message = (m: ReturnType<typeof missedTextView>): OperationResult => ({
  kind: 'message',
  message: m,
  shareable: false,
});

/** Id of a rule added by a job: derived from the job, so a job run twice adds it once. */
export function missedRuleIdFor(jobId: string): string {
  return `m${createHash('sha256').update(jobId).digest('hex').slice(0, 6)}`;
}

/**
 * `/calls missed add|list|remove|pause` in the channel the command came from. Adding stores the rule and
 * starts the account's reads at once (the first read sets the rule's cursor and says how many calls were
 * missed today); removing the last rule stops them.
 */
export async function runMissedOperation(
  ctx: OperationContext,
  op: MissedOperation,
): Promise<OperationResult> {
  const { account, locale } = ctx;
  const r = missedMessagesFor(locale).rules;
  const fail = (text: string) => message(errorView(text, locale));
  const services = ctx.services.missed;
  if (!services) return fail(r.notRunning);
  const channel = ctx.channelId;
  switch (op.type) {
    case 'missed.add': {
      if (!channel) return fail(r.noChannel);
      if (op.rule.numbers.length > 0) {
        // the numbers must be the account's own VoIP numbers (the same cached read as `/voip`)
        const res = await read(
          ctx,
          cacheKey(account.id, 'voip', 'status'),
          cacheTtlMs.live,
          'listVoipStatus',
          (c) => c.voip.status(),
        );
        const own = res.data.map((v) => v.number);
        const unknown = op.rule.numbers.find(
          (n) => !own.some((o) => comparablePhoneDigits(o) === comparablePhoneDigits(n)),
        );
        if (unknown !== undefined)
          return fail(r.notVoip(displayPhoneNumber(unknown), own.map(displayPhoneNumber).join(', ') || '—'));
      }
      const rule = await services.store.add(
        MissedRule.parse({
          ...op.rule,
          id: missedRuleIdFor(ctx.jobId),
          accountId: account.id,
          channel,
          source: 'slack',
          createdBy: ctx.userId,
          createdAt: Date.now(),
        }),
      );
      await services.scheduler.ensure(account.id, true);
      await services.scheduler.runNow(account.id, `rule-${rule.id}`);
      return message(missedAddedView(rule, locale));
    }
    case 'missed.list': {
      const [rules, feed, open] = await Promise.all([
        services.store.rules(account.id),
        services.feed.get(account.id),
        services.notices.openNotices(account.id),
      ]);
      const overview = await Promise.all(
        rules.map(async (rule) => ({
          rule,
          state: await services.store.state(account.id, rule.id),
          pausedUntil: await services.store.pausedUntil(account.id, rule.channel),
          open: open.filter(
            (n) =>
              n.ruleId === rule.id || (n.channel === rule.channel && !rules.some((x) => x.id === n.ruleId)),
          ).length,
        })),
      );
      return message(missedListView(overview, feed, account.time_zone, locale));
    }
    case 'missed.remove': {
      const result = await services.store.remove(account.id, op.id);
      if (result === 'config') return fail(r.fromConfigFile(op.id));
      if (result === 'not_found') return fail(r.notFound(op.id));
      await services.scheduler.ensure(account.id, (await services.store.rules(account.id)).length > 0);
      return message(missedTextView(r.removed(op.id)));
    }
    case 'missed.pause': {
      if (!channel) return fail(r.noChannel);
      const until = op.minutes === 0 ? null : Date.now() + op.minutes * 60_000;
      await services.store.setPause(account.id, channel, until);
      if (until === null) {
        // the notices the pause held go out now
        const at = Date.now();
        for (const notice of await services.notices.openNotices(account.id)) {
          if (notice.channel === channel && (notice.ts === undefined || notice.summaryId !== undefined))
            await services.outbox.kick(account.id, notice.id, `resume-${at}`);
        }
      }
      return message(
        missedTextView(
          until === null ? r.resumed : r.paused(op.minutes, clockTime(until, account.time_zone)),
        ),
      );
    }
  }
}
