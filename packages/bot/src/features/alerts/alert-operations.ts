import { createHash } from 'node:crypto';
import { type OperationContext, type OperationResult, read } from '../../operations/operation-context.js';
import { cacheKey } from '../../redis/keys.js';
import { errorView } from '../../views/notice.view.js';
import { alertAddedView, alertListView, alertNoticeView } from './alert-command.view.js';
import { clockTime } from './alert-format.js';
import { alertMessagesFor } from './alert-messages.js';
import type { AlertOperationOf as OperationOf } from './alert-operation.schema.js';
import { ALL_QUEUES, AlertRule } from './alert-rule.schema.js';
import type { PollState } from './alert-scheduler.js';
import type { AlertServices } from './alert-services.js';
import { resolveAllCards } from './exchange-cards.js';

/** The alerts part of `/pbx account`. */
export interface AlertsOverview {
  rules: number;
  poll: PollState;
}

type AlertOperation = OperationOf<'alert.add' | 'alert.list' | 'alert.remove' | 'alert.pause'>;

const message = (m: ReturnType<typeof alertNoticeView>): OperationResult => ({
  kind: 'message',
  message: m,
  shareable: false,
});

/** Id of a rule added by a job: derived from the job, so a job run twice adds it once. */
export function ruleIdFor(jobId: string): string {
  return `r${createHash('sha256').update(jobId).digest('hex').slice(0, 6)}`;
}

export async function alertsOverview(services: AlertServices, accountId: string): Promise<AlertsOverview> {
  const [rules, poll] = await Promise.all([
    services.store.rules(accountId),
    services.scheduler.state(accountId),
  ]);
  return { rules: rules.length, poll };
}

/** Every open card of a channel shows a new state (a pause started or ended). */
async function refreshChannel(services: AlertServices, accountId: string, channel: string): Promise<void> {
  for (const [key, cardId] of await services.cards.open(accountId)) {
    if (!key.startsWith(`q:${channel}:`) && key !== `x:${channel}`) continue;
    await services.outbox.enqueue(accountId, cardId, await services.cards.touch(accountId, cardId));
  }
}

/**
 * `/queue alert add|list|remove|pause` in the channel the command came from. Adding checks the queue against
 * the account's queues (a cached read), stores the rule in Redis and makes sure the account is polled;
 * removing the last rule stops the polling.
 */
export async function runAlertOperation(ctx: OperationContext, op: AlertOperation): Promise<OperationResult> {
  const { account, locale } = ctx;
  const r = alertMessagesFor(locale).rules;
  const fail = (text: string) => message(errorView(text, locale));
  const services = ctx.services.alerts;
  if (!services) return fail(r.notRunning);
  const channel = ctx.channelId;
  switch (op.type) {
    case 'alert.add': {
      if (!channel) return fail(r.noChannel);
      if (op.rule.queue !== ALL_QUEUES) {
        const queues = await read(ctx, cacheKey(account.id, 'queues', 'list'), 60_000, 'listQueues', (c) =>
          c.queues.list(),
        );
        const names = queues.data.map((q) => q.queue_name);
        if (!names.includes(op.rule.queue)) {
          return fail(r.queueNotFound(op.rule.queue, names.slice(0, 20).join(', ') || '—'));
        }
      }
      const rule = await services.store.add(
        AlertRule.parse({
          ...op.rule,
          id: ruleIdFor(ctx.jobId),
          accountId: account.id,
          channel,
          source: 'slack',
          createdBy: ctx.userId,
          createdAt: Date.now(),
        }),
      );
      await services.scheduler.ensure(account.id, true);
      await services.scheduler.runNow(account.id, `rule-${rule.id}`);
      const poll = await services.scheduler.state(account.id);
      return message(alertAddedView(rule, poll.intervalMs ?? services.baseIntervalMs, locale));
    }
    case 'alert.list': {
      const [rules, pausedUntil, poll] = await Promise.all([
        services.store.rules(account.id),
        channel ? services.store.pausedUntil(account.id, channel) : null,
        services.scheduler.state(account.id),
      ]);
      return message(
        alertListView(rules, { channel, pausedUntil, timeZone: account.time_zone, plan: poll }, locale),
      );
    }
    case 'alert.remove': {
      const result = await services.store.remove(account.id, op.id);
      if (result === 'config') return fail(r.fromConfigFile(op.id));
      if (result === 'not_found') return fail(r.notFound(op.id));
      const left = (await services.store.rules(account.id)).length;
      // with no rule left nothing polls any more: its cards resolve now instead of staying open
      if (left === 0) await resolveAllCards(services, account.id, Date.now());
      await services.scheduler.ensure(account.id, left > 0);
      return message(alertNoticeView(r.removed(op.id)));
    }
    case 'alert.pause': {
      if (!channel) return fail(r.noChannel);
      const until = op.minutes === 0 ? null : Date.now() + op.minutes * 60_000;
      await services.store.setPause(account.id, channel, until);
      await refreshChannel(services, account.id, channel);
      return message(
        alertNoticeView(
          until === null ? r.resumed : r.paused(op.minutes, clockTime(until, account.time_zone)),
        ),
      );
    }
  }
}
