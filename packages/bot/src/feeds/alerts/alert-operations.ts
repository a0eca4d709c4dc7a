import { cacheKey } from '../../core/redis/keys.js';
import { read } from '../../work/operations/operation-context.js';
import { defineFeedCommand } from '../kit/feed-definition.js';
import { parseRuleSpec, refuseAlertRule } from './alert-command.parser.js';
import { alertAddedView, alertListView } from './alert-command.view.js';
import { alertMessagesFor } from './alert-messages.js';
import { ALL_QUEUES, AlertRule } from './alert-rule.schema.js';
import type { PollState } from './alert-scheduler.js';
import type { AlertServices } from './alert-services.js';
import { resolveAllCards } from './exchange-cards.js';

/** The alerts part of `/pbx account`. */
export interface AlertsOverview {
  rules: number;
  poll: PollState;
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
 * `/queue alert add|list|remove|pause` in the channel the command came from (the alerts' parts; the rest is
 * every feed's, `runFeedOperation`). Adding checks the queue against the account's queues (a cached read),
 * stores the rule in Redis and makes sure the account is polled; removing the last rule stops the polling and
 * resolves its cards.
 */
export const alertCommand = defineFeedCommand({
  prefix: 'alert',
  parseSpec: parseRuleSpec,
  refuse: refuseAlertRule,
  async refuseAdd(ctx, spec) {
    if (spec.queue === ALL_QUEUES) return undefined;
    const queues = await read(ctx, cacheKey(ctx.account.id, 'queues', 'list'), 60_000, 'listQueues', (c) =>
      c.queues.list(),
    );
    const names = queues.data.map((q) => q.queue_name);
    if (names.includes(spec.queue)) return undefined;
    return alertMessagesFor(ctx.locale).rules.queueNotFound(spec.queue, names.slice(0, 20).join(', ') || '—');
  },
  idLetter: 'r',
  rule: AlertRule,
  services: (ctx) => ctx.services.alerts,
  texts: (ctx) => alertMessagesFor(ctx.locale).rules,
  async added(ctx, services, rule) {
    const poll = await services.scheduler.state(ctx.account.id);
    return alertAddedView(rule, poll.intervalMs ?? services.baseIntervalMs, ctx.locale);
  },
  async list(ctx, services) {
    const { account, channelId: channel } = ctx;
    const [rules, pausedUntil, poll] = await Promise.all([
      services.store.rules(account.id),
      channel ? services.store.pausedUntil(account.id, channel) : null,
      services.scheduler.state(account.id),
    ]);
    return alertListView(
      rules,
      { channel, pausedUntil, timeZone: account.time_zone, plan: poll },
      ctx.locale,
    );
  },
  // with no rule left nothing polls any more: its cards resolve now instead of staying open
  async removed(ctx, services, left) {
    if (left === 0) await resolveAllCards(services, ctx.account.id, Date.now());
  },
  paused: (ctx, services: AlertServices, channel) => refreshChannel(services, ctx.account.id, channel),
});
