import type { PbxClient } from '@centralino/client';
import type { QueueLive } from '@centralino/schemas';
import type { types } from '@slack/bolt';
import type { AccountConfig, Locale } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { Coalescer } from '../../pbx/coalesce/coalescer.js';
import type { AccountBudget, BudgetPriority, BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { acquireOrThrow } from '../../pbx/limiter/acquire-or-delay.js';
import { BudgetDeniedError, isBudgetDenied } from '../../pbx/limiter/budget-denied-error.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import type { ExtensionLinks } from '../../tenancy/links/extension-links.js';

/**
 * What an operation produced for the user. `refusedWith`: the exchange refused the write (its HTTP status) and
 * the answer shows the way on instead of an error; the audit line says so.
 */
export type OperationResult =
  | { kind: 'message'; message: SlackMessage; shareable: boolean; refusedWith?: number }
  | { kind: 'modal'; view: types.ModalView; refusedWith?: number };

/** A write that may already have run (a job re-run after its worker died): never repeated blindly. */
export class UncertainOutcomeError extends Error {
  override readonly name = 'UncertainOutcomeError';
}

/**
 * Services a feature adds to the worker's, by name: a feature declares its own with `declare module` (the live
 * queue alerts add `alerts`) and the composition root (`startBot`) provides them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features (declaration merging)
export interface FeatureServices {}

/** Shared services of the worker. */
export interface OperationServices extends FeatureServices {
  redis: RedisClient;
  keys: BotKeys;
  budget: AccountBudget;
  coalescer: Coalescer;
  links: ExtensionLinks;
  metrics: BotMetrics;
  waitingCount(accountId: string): Promise<number>;
}

/** A line another feature adds to `/pbx account`; its value may depend on the bot's budget. */
export interface AccountRow {
  label: string;
  value(budget: BudgetSnapshot): string;
}

/**
 * What features offer each other through the registry, never by importing each other. The registry composes
 * them from the feature list (`Feature.hooks`); an operation reaches them as `ctx.hooks`.
 */
export interface FeatureHooks {
  /** Every queue's live state was read (by `/queue live`): a free sample for whoever watches queues. */
  liveQueues(ctx: OperationContext, queues: readonly QueueLive[], at: number): Promise<void>;
  /** Lines other features add to `/pbx account` (the alerts: rules, polling, their share of the budget). */
  accountRows(ctx: OperationContext): Promise<AccountRow[]>;
  /** The usage of a slash command, as `/<command> help` shows it. */
  usage(command: string, locale: Locale): string;
  /** One queue's live state as `/queue live <name>` shows it (the App Home's detail); `undefined`: no one renders it. */
  queueSnapshot(queue: QueueLive, locale: Locale): SlackMessage | undefined;
}

/** Everything one operation runs with. */
export interface OperationContext {
  services: OperationServices;
  account: AccountConfig;
  gateway: PbxGateway;
  userId: string;
  /** The Slack workspace the request came from (which Slack client posts or uploads for it). */
  teamId?: string | undefined;
  /** Channel the request came from (kept in modals' metadata). */
  channelId: string | undefined;
  locale: Locale;
  jobId: string;
  /** What the other features offer (see {@link FeatureHooks}). */
  hooks: FeatureHooks;
  /** Called once, as soon as this job has taken its token, before it calls the API. */
  beforeCall?: () => void;
  /** Whose tokens its reads take: a user's command (default) or the bot's own background work (a report). */
  priority?: BudgetPriority;
}

/**
 * A read of the PBX API: identical reads of the account in flight at the same moment run once (in any process)
 * and answer everyone; the result is cached `ttlMs`. Only the caller that actually calls the API takes a
 * budget token; when none is free every waiting caller gets the same `BudgetDeniedError`.
 */
export function read<T>(
  ctx: OperationContext,
  key: string,
  ttlMs: number,
  operation: string,
  fn: (client: PbxClient) => Promise<T>,
): Promise<T> {
  const { services, account, gateway } = ctx;
  services.metrics.coalesced.inc({ account: account.id, operation });
  return services.coalescer
    .run(key, ttlMs, async () => {
      const { grant } = await acquireOrThrow(services.budget, account.id, ctx.priority ?? 'command');
      ctx.beforeCall?.();
      return gateway.call(grant, operation, fn);
    })
    .catch((error: unknown) => {
      // every caller of this read waits for the same token: say which read, so they wait in line as one
      if (isBudgetDenied(error) && error.need === undefined) {
        throw new BudgetDeniedError(account.id, error.reason, error.retryAfterMs, key);
      }
      throw error;
    });
}

/**
 * A write: never coalesced, takes its own token, and guards its side effect so that a job run again after a
 * crash does not repeat it. Afterwards the account's cached reads of the areas it changed are dropped.
 */
export async function write<T>(
  ctx: OperationContext,
  operation: string,
  invalidates: readonly string[],
  fn: (client: PbxClient) => Promise<T>,
): Promise<T> {
  const { services, account, gateway, jobId } = ctx;
  const { grant } = await acquireOrThrow(services.budget, account.id, 'command');
  // out of the line at once: a job holding a token must not count in the places of those still waiting
  ctx.beforeCall?.();
  const guard = services.keys.effect(jobId);
  const first = await services.redis.set(guard, String(Date.now()), 'EX', 86_400, 'NX');
  if (first !== 'OK')
    throw new UncertainOutcomeError(`write ${operation} of job ${jobId} already started once`);
  try {
    return await gateway.call(grant, operation, fn);
  } catch (error) {
    // a 4xx answer means the request was refused, not executed: a later attempt may run it
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) await services.redis.del(guard);
    throw error;
  } finally {
    await Promise.all(invalidates.map((prefix) => services.coalescer.invalidate(prefix)));
  }
}
