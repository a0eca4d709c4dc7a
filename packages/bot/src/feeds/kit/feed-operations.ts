import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { clockText } from '../../slack/views/clock-text.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { OperationContext, OperationResult } from '../../work/operations/operation-context.js';
import { textView } from './feed-command.view.js';
import type { FeedOperation } from './feed-operation.schema.js';
import type { FeedRule } from './feed-rule.schema.js';
import type { RemoveResult } from './feed-rule-store.js';

/** A command's answer: only the user sees it, and it is not shared. */
export function commandAnswer(message: SlackMessage): OperationResult {
  return { kind: 'message', message, shareable: false };
}

/** Id of a rule added by a job: derived from the job, so a job run twice adds it once (`<letter><6 hex>`). */
export function feedRuleIdFor(letter: string, jobId: string): string {
  return `${letter}${createHash('sha256').update(jobId).digest('hex').slice(0, 6)}`;
}

/** The answers every feed's command gives, in the user's language. */
export interface FeedCommandTexts {
  notRunning: string;
  noChannel: string;
  fromConfigFile(id: string): string;
  notFound(id: string): string;
  removed(id: string): string;
  resumed: string;
  paused(minutes: number, until: string): string;
}

/** What a feed's command needs of its services: the rules and the accounts' planned runs. */
export interface FeedCommandServices<R extends FeedRule> {
  store: {
    add(rule: R): Promise<R>;
    remove(accountId: string, id: string): Promise<RemoveResult>;
    rules(accountId: string): Promise<R[]>;
    setPause(accountId: string, channel: string, untilMs: number | null): Promise<void>;
  };
  scheduler: {
    ensure(accountId: string, hasRules: boolean): Promise<unknown>;
    runNow(accountId: string, reason: string): Promise<unknown>;
  };
}

/** A feed's own parts of `<command> add|list|remove|pause`. */
export interface FeedCommand<S, R extends FeedRule, Svc extends FeedCommandServices<R>> {
  /** The letter starting the ids of rules added from Slack. */
  idLetter: string;
  rule: z.ZodType<R>;
  services(ctx: OperationContext): Svc | undefined;
  texts(ctx: OperationContext): FeedCommandTexts;
  /** Refuses a spec the account cannot have (a queue or number it does not know): the reason. */
  refuseAdd?(ctx: OperationContext, spec: S): Promise<string | undefined>;
  added(ctx: OperationContext, services: Svc, rule: R): Promise<SlackMessage>;
  list(ctx: OperationContext, services: Svc): Promise<SlackMessage>;
  /** After a removal, with the rules left (before the runs are told). */
  removed?(ctx: OperationContext, services: Svc, left: number): Promise<void>;
  /** After the channel was paused (`until`) or resumed (`null`). */
  paused?(ctx: OperationContext, services: Svc, channel: string, until: number | null): Promise<void>;
}

/**
 * Runs a feed's command in the channel it came from: `add` stores the rule (its id from the job) and starts the
 * account's runs at once; `list` is the feed's; `remove` refuses a configured rule, and with no rule left the
 * runs stop; `pause` pauses the channel's posts of this feed for some minutes (0 resumes).
 */
export async function runFeedOperation<
  P extends string,
  S,
  R extends FeedRule,
  Svc extends FeedCommandServices<R>,
>(ctx: OperationContext, op: FeedOperation<P, S>, feed: FeedCommand<S, R, Svc>): Promise<OperationResult> {
  const { account } = ctx;
  const t = feed.texts(ctx);
  const fail = (text: string) => commandAnswer(errorView(text, ctx.locale));
  const services = feed.services(ctx);
  if (!services) return fail(t.notRunning);
  const channel = ctx.channelId;
  if (!('id' in op || 'rule' in op || 'minutes' in op)) return commandAnswer(await feed.list(ctx, services));
  if ('id' in op) {
    const result = await services.store.remove(account.id, op.id);
    if (result === 'config') return fail(t.fromConfigFile(op.id));
    if (result === 'not_found') return fail(t.notFound(op.id));
    const left = (await services.store.rules(account.id)).length;
    await feed.removed?.(ctx, services, left);
    await services.scheduler.ensure(account.id, left > 0);
    return commandAnswer(textView(t.removed(op.id)));
  }
  if (!channel) return fail(t.noChannel);
  if ('rule' in op) {
    const refused = await feed.refuseAdd?.(ctx, op.rule);
    if (refused !== undefined) return fail(refused);
    const rule = await services.store.add(
      feed.rule.parse({
        ...op.rule,
        id: feedRuleIdFor(feed.idLetter, ctx.jobId),
        accountId: account.id,
        channel,
        source: 'slack',
        createdBy: ctx.userId,
        createdAt: Date.now(),
      }),
    );
    await services.scheduler.ensure(account.id, true);
    await services.scheduler.runNow(account.id, `rule-${rule.id}`);
    return commandAnswer(await feed.added(ctx, services, rule));
  }
  const until = op.minutes === 0 ? null : Date.now() + op.minutes * 60_000;
  await services.store.setPause(account.id, channel, until);
  await feed.paused?.(ctx, services, channel, until);
  return commandAnswer(
    textView(until === null ? t.resumed : t.paused(op.minutes, clockText(until, account.time_zone))),
  );
}
