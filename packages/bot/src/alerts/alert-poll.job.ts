import { randomUUID } from 'node:crypto';
import { PbxApiError } from '@centralino/client';
import type { QueueLive } from '@centralino/schemas';
import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { BotConfig } from '../config/bot-config.schema.js';
import type { AccountBudget } from '../limiter/account-budget.js';
import type { BotMetrics } from '../ops/metrics.js';
import type { PbxGateway } from '../pbx/pbx-gateway.js';
import type { AlertKeys } from './alert-keys.js';
import { ALERT_POLL_JOB, type AlertScheduler } from './alert-scheduler.js';
import type { AlertStore } from './alert-store.js';
import { applyPoll, type CardDeps } from './apply-poll.js';
import { activeMsLeftToday, isWithinHours, localClock, msUntilActive } from './business-hours.js';
import { exchangeDown, exchangeUp, resolveAllCards } from './exchange-cards.js';
import { planPolling } from './poll-interval.js';

/** The job's name, as the scheduler creates it. */
export const name = ALERT_POLL_JOB;
/** Payload of a poll job: which account. */
export const AlertPollPayload = z.object({ accountId: z.string().min(1) });
export const payloadSchema = AlertPollPayload;

/** How a poll ended (the job's return value, and the `outcome` label of the metric). */
export type PollOutcome =
  | 'ok'
  | 'no-rules'
  | 'off-hours'
  | 'not-due'
  | 'denied'
  | 'unreachable'
  | 'error'
  | 'invalid'
  | 'exhausted'
  | 'no-share';

/** What the poll processor needs. Built once per worker process. */
export interface AlertPollDeps extends CardDeps {
  config: BotConfig;
  store: AlertStore;
  scheduler: AlertScheduler;
  budget: AccountBudget;
  gateways: ReadonlyMap<string, PbxGateway>;
  redis: Redis;
  keys: AlertKeys;
  metrics: BotMetrics;
  logger: Logger;
  now?: () => number;
}

/** The exchange (or the way to it) is down, as opposed to a refused request. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof PbxApiError) return [502, 503, 504].includes(error.status);
  const errorName = (error as { name?: string }).name;
  return error instanceof TypeError || errorName === 'AbortError' || errorName === 'TimeoutError';
}

/**
 * The processor of `alert-poll` jobs (one per tick of the account's scheduler). Re-plans the interval from
 * the budget and the rules' hours; then, if a poll is due, takes a BACKGROUND token (never one of the window's
 * command reserve, never beyond the day share — denied means this tick is skipped, commands are never made to
 * wait) and reads every queue at once with `GET /v1/queue/live`; then moves the cards. A lock in Redis keeps
 * polls at least 80 % of an interval apart even if a tick is duplicated.
 * @see pbx-api-reference.md endpoint 13
 */
export function createAlertPollProcessor(deps: AlertPollDeps) {
  const { config, logger } = deps;
  const settings = config.alerts;
  const count = (account: string, outcome: PollOutcome) => deps.metrics.alertPolls.inc({ account, outcome });

  return async function processAlertPoll(job: Job): Promise<{ outcome: PollOutcome }> {
    const parsed = AlertPollPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId } = parsed.data;
    const account = config.accounts.find((a) => a.id === accountId);
    const gateway = deps.gateways.get(accountId);
    if (!account || !gateway) {
      await deps.scheduler.ensure(accountId, false);
      return { outcome: 'invalid' };
    }
    const now = deps.now?.() ?? Date.now();
    const rules = await deps.store.rules(accountId);
    if (rules.length === 0) {
      await resolveAllCards(deps, accountId, now);
      await deps.scheduler.ensure(accountId, false);
      count(accountId, 'no-rules');
      return { outcome: 'no-rules' };
    }
    const clock = localClock(now, account.time_zone);
    const hours = rules.map((r) => r.hours);
    const active = rules.filter((r) => isWithinHours(r.hours, clock));
    const budget = await deps.budget.snapshot(accountId);
    const plan = planPolling({
      now,
      baseMs: settings.base_interval_ms,
      maxTickMs: settings.max_interval_ms,
      windowMs: budget.minute.windowMs,
      perMinute: budget.limits.perMinute,
      commandReserve: budget.minute.commandReserve,
      perDay: budget.limits.perDay,
      dayUsed: budget.day.used,
      dayBackground: budget.day.background,
      backgroundLimit: budget.day.backgroundLimit,
      dayEndsAt: budget.day.resetsAt,
      activeNow: active.length > 0,
      activeMsLeft: activeMsLeftToday(hours, clock),
      msUntilActive: msUntilActive(hours, clock),
    });
    await deps.scheduler.apply(accountId, plan);
    deps.metrics.alertPollInterval.set({ account: accountId }, plan.intervalMs / 1000);
    const apply = (queues: Parameters<typeof applyPoll>[1]['queues']) =>
      applyPoll(deps, {
        accountId,
        rules: active,
        queues,
        now,
        clearAfterMs: settings.clear_after_ms,
        maxCallers: settings.max_callers_shown,
      });

    if (active.length === 0) {
      // every rule is outside its hours: open cards clear as if their conditions had stopped
      await apply(undefined);
      count(accountId, 'off-hours');
      return { outcome: 'off-hours' };
    }
    if (!plan.poll) {
      const outcome = plan.reason === 'no-share' ? 'no-share' : 'exhausted';
      count(accountId, outcome);
      return { outcome };
    }
    const lockKey = deps.keys.pollLock(accountId);
    const token = randomUUID();
    const lockMs = Math.max(Math.floor(plan.intervalMs * 0.8), 1);
    if ((await deps.redis.set(lockKey, token, 'PX', lockMs, 'NX')) !== 'OK') {
      count(accountId, 'not-due');
      return { outcome: 'not-due' };
    }
    const grant = await deps.budget.tryAcquire(accountId, { priority: 'background' });
    if (!grant.granted) {
      await deps.redis.eval(
        "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
        1,
        lockKey,
        token,
      );
      count(accountId, 'denied');
      logger.debug(
        { account: accountId, reason: grant.reason, retryAfterMs: grant.retryAfterMs },
        'poll skipped',
      );
      return { outcome: 'denied' };
    }
    await deps.redis.hset(deps.keys.poll(accountId), 'lastPollAt', String(now));
    const channels = active.map((r) => r.channel);
    let queues: readonly QueueLive[];
    try {
      queues = (await gateway.call(grant.grant, 'listQueuesLive', (c) => c.queues.live({}))).data;
    } catch (error) {
      if (isUnreachable(error)) {
        await exchangeDown(deps, { accountId, channels, now, afterMs: settings.unreachable_after_ms });
        count(accountId, 'unreachable');
        return { outcome: 'unreachable' };
      }
      count(accountId, 'error');
      logger.warn({ account: accountId, err: describe(error) }, 'alert poll failed');
      return { outcome: 'error' };
    }
    await exchangeUp(deps, { accountId, now });
    await apply(queues);
    count(accountId, 'ok');
    return { outcome: 'ok' };
  };
}

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof PbxApiError) return { status: error.status, message: error.serverMessage };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}
