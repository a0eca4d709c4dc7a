import { comparablePhoneDigits, displayPhoneNumber } from '../../slack/views/phone-display.js';
import { rememberOfficeNumbers, voipStatusRead } from '../../work/operations/account-reads.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { defineFeedCommand } from '../kit/feed-definition.js';
import { parseMissedSpec, refuseMissedRule } from './missed-command.parser.js';
import { missedAddedView, missedListView } from './missed-command.view.js';
import { missedMessagesFor } from './missed-messages.js';
import { MissedRule, type MissedRuleSpec } from './missed-rule.schema.js';

/**
 * The numbers of a rule must be the account's own VoIP numbers (the same cached read as `/voip`); the numbers
 * read are remembered as the office's own, as `/voip` remembers them, so that blocking one asks first.
 */
async function refuseNumbers(ctx: OperationContext, spec: MissedRuleSpec): Promise<string | undefined> {
  if (spec.numbers.length === 0) return undefined;
  const res = await read(ctx, ...voipStatusRead(ctx));
  await rememberOfficeNumbers(
    ctx,
    res.data.map((v) => ({ number: v.number, description: v.description })),
    true,
  );
  const own = res.data.map((v) => v.number);
  const unknown = spec.numbers.find(
    (n) => !own.some((o) => comparablePhoneDigits(o) === comparablePhoneDigits(n)),
  );
  if (unknown === undefined) return undefined;
  return missedMessagesFor(ctx.locale).rules.notVoip(
    displayPhoneNumber(unknown),
    own.map(displayPhoneNumber).join(', ') || '—',
  );
}

/**
 * `/calls missed add|list|remove|pause` in the channel the command came from (the feed's parts; the rest is
 * every feed's, `runFeedOperation`). Adding stores the rule and starts the account's reads at once (the first
 * read sets the rule's cursor and says how many calls were missed today); removing the last rule stops them.
 */
export const missedCommand = defineFeedCommand({
  prefix: 'missed',
  parseSpec: parseMissedSpec,
  refuse: refuseMissedRule,
  refuseAdd: refuseNumbers,
  idLetter: 'm',
  rule: MissedRule,
  services: (ctx) => ctx.services.missed,
  texts: (ctx) => missedMessagesFor(ctx.locale).rules,
  added: async (ctx, _services, rule) => missedAddedView(rule, ctx.locale),
  async list(ctx, services) {
    const { account } = ctx;
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
    return missedListView(overview, feed, account.time_zone, ctx.locale);
  },
  async paused(ctx, services, channel, until) {
    if (until !== null) return;
    // the notices the pause held go out now
    const at = Date.now();
    for (const notice of await services.notices.openNotices(ctx.account.id)) {
      if (notice.channel === channel && (notice.ts === undefined || notice.summaryId !== undefined))
        await services.outbox.kick(ctx.account.id, notice.id, `resume-${at}`);
    }
  },
});
