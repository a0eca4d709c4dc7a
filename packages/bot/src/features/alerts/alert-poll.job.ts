import { randomUUID } from 'node:crypto';
import type { PbxClient } from '@centralino/client';
import type { QueueLive } from '@centralino/schemas';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { AccountBudget } from '../../limiter/account-budget.js';
import { feedReserveOf } from '../../limiter/background-split.js';
import type { BotMetrics } from '../../ops/metrics.js';
import { describeError, isUnreachable } from '../../pbx/pbx-errors.js';
import type { RedisClient } from '../../redis/redis-client.js';
import { isWithinHours, localClock, msUntilHoursEnd } from '../../schedule/business-hours.js';
import { dayShareLeft } from '../../schedule/traffic-profile.js';
import type { AlertKeys } from './alert-keys.js';
import { ALERT_POLL_JOB, type AlertScheduler, type PlanNote } from './alert-scheduler.js';
import type { SampleListener } from './alert-services.js';
import { alertShareFor } from './alert-share.js';
import type { AlertStore } from './alert-store.js';
import { applyPoll, type CardDeps } from './apply-poll.js';
import type { CommandUsage } from './command-usage.js';
import { exchangeDown, exchangeUp, resolveAllCards } from './exchange-cards.js';
import { learnProfile } from './learn-profile.js';
import { ProfileStore } from './profile-store.js';
import type { QueueSample, QueueSampleStore } from './queue-sample-store.js';
import { planNextRead, type ReadPlan } from './read-plan.js';
import { readPlanInputOf } from './read-plan-input.js';

/** The job's name, as the scheduler creates it. */
export const name = ALERT_POLL_JOB;
/** Payload of a poll job: which account. */
export const AlertPollPayload = z.object({
  accountId: z.string().min(1),
  /** The instant of the plan this job is (absent: a run at once, for a sample, a rule, a late plan). */
  at: z.number().optional(),
});
export const payloadSchema = AlertPollPayload;

/** How a poll ended (the job's return value, and the `outcome` label of the metric). */
export type PollOutcome =
  | 'ok'
  | 'revoked'
  | 'no-rules'
  | 'off-hours'
  | 'not-due'
  | 'denied'
  | 'unreachable'
  | 'error'
  | 'invalid'
  | 'exhausted'
  | 'no-share'
  | 'sample'
  | 'superseded';

/** What the poll processor needs. Built once per worker process. */
export interface AlertPollDeps extends CardDeps {
  config: BotConfig;
  store: AlertStore;
  scheduler: AlertScheduler;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  redis: RedisClient;
  keys: AlertKeys;
  samples: QueueSampleStore;
  usage: CommandUsage;
  profiles: ProfileStore;
  metrics: BotMetrics;
  logger: Logger;
  /** Puts the poller's reading in the commands' cache, so a `/queue live` right after costs nothing. */
  primeLive?: (accountId: string, response: unknown) => Promise<void>;
  /** Told of each new sample stored (whoever listens learns, e.g., that a caller abandoned). */
  onSample?: SampleListener | undefined;
  now?: () => number;
}

/** Every queue's live state at once. */
const listLive = (client: PbxClient) => client.queues.live({});

/** The profile is learnt only with this many reads to spare (learning takes up to `HISTORY_LIMITS.maxRequests`). */
const PROFILE_WORTH_READS = 100;

/** Safety expiry of the read lock (released as soon as the read is applied). */
const READ_LOCK_MS = 15_000;

/** A key the API refused: the account is looked at again this often (a reconnection resumes its reads). */
const REVOKED_LOOK_MS = 30_000;

/** A run this close to its planned read takes it (timers are not exact). */
const DUE_SLACK_MS = 500;

/**
 * The processor of `alert-poll` jobs (the account's heartbeat, a planned read, or a fresh sample from a user's
 * command). Applies a sample no one applied yet to the cards; re-plans from the budget, the alerts' share (which
 * follows what commands used on recent days), the rules' hours, the traffic profile and the latest sample
 * ({@link planNextRead}); if a read is due, takes a BACKGROUND token (never one of the window's command reserve,
 * never beyond the share — denied means this read is skipped, commands never wait) and reads every queue at
 * once with `GET /v1/queue/live`, then moves the cards and plans the next read. A lock keeps reads apart even if
 * runs are duplicated; every process computes the same plan from Redis.
 * @see pbx-api-reference.md endpoint 13
 */
export function createAlertPollProcessor(deps: AlertPollDeps) {
  const { config, logger } = deps;
  const settings = config.alerts;
  const count = (account: string, outcome: PollOutcome) => deps.metrics.alertPolls.inc({ account, outcome });

  return async function processAlertPoll(job: Job): Promise<{ outcome: PollOutcome }> {
    const parsed = AlertPollPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, at: plannedAt } = parsed.data;
    const now = deps.now?.() ?? Date.now();
    // a plan another run replaced (it runs at its own instant): nothing to do, no second chain of runs
    if (plannedAt !== undefined && !(await deps.scheduler.runs.isCurrent(accountId, plannedAt, now))) {
      count(accountId, 'superseded');
      return { outcome: 'superseded' };
    }
    const entry = await deps.accounts.entry(accountId);
    if (!entry) {
      // unknown here is not removed: the plan ends only if a removal left its tombstone (another process runs it)
      await deps.scheduler.runs.leaveUnknown(accountId);
      return { outcome: 'invalid' };
    }
    // a key the API refused: no reads until the account is connected again (looked at again, reads nothing)
    if (entry.revoked) {
      await deps.scheduler.runs.plan(accountId, now + REVOKED_LOOK_MS);
      return { outcome: 'revoked' };
    }
    const { account, gateway } = entry;
    const rules = await deps.store.rules(accountId);
    if (rules.length === 0) {
      await resolveAllCards(deps, accountId, now);
      await deps.scheduler.ensure(accountId, false);
      count(accountId, 'no-rules');
      return { outcome: 'no-rules' };
    }
    const clock = localClock(now, account.time_zone);
    const active = rules.filter((r) => isWithinHours(r.hours, clock));
    // a rule whose hours end before the next read: its cards clear then
    const untilHoursEnd = msUntilHoursEnd(
      active.map((r) => r.hours),
      clock,
    );
    const wakeAt = untilHoursEnd === null ? Number.POSITIVE_INFINITY : now + untilHoursEnd;
    const budget = await deps.budget.snapshot(accountId);
    await deps.usage.record(accountId, budget.day.date, budget.day.used - budget.day.background);
    const learnt = await deps.profiles.get(accountId);
    const share = alertShareFor(
      await deps.usage.recent(accountId, budget.day.date),
      budget.limits.perDay,
      deps.budget.configFor(accountId).backgroundDayShare,
      {
        commandsToday: budget.day.used - budget.day.background,
        dayLeft: dayShareLeft(learnt.profile, clock),
      },
    );
    // one background share for every reader; the feed's reserve is not the alerts' to spend
    const split = await deps.budget.split.get(accountId);
    const learntOn = learnt.learnedOn ?? '';
    await deps.budget.split.alertsPlanned(
      accountId,
      share.share,
      now,
      split.profileOn === learntOn ? undefined : { on: learntOn, profile: learnt.profile },
    );
    const feedReserve = feedReserveOf(split, budget.day.date, now);
    let note: PlanNote | undefined =
      learnt.retryAt !== undefined && learnt.learnedOn !== budget.day.date
        ? 'history-unavailable'
        : undefined;
    if ((await deps.redis.hget(deps.keys.poll(accountId), 'downSince')) !== null)
      note = 'exchange-unreachable';
    const planWith = async (sample: QueueSample | undefined, at: number): Promise<ReadPlan> =>
      planNextRead(
        readPlanInputOf({
          now: at,
          settings,
          budget: at === now ? budget : await deps.budget.snapshot(accountId),
          share: share.share,
          feedReserve,
          rules,
          active,
          clock: at === now ? clock : localClock(at, account.time_zone),
          profile: learnt.profile,
          sample,
          openCards: await deps.cards.openCards(accountId),
        }),
      );
    const record = async (plan: ReadPlan, at: number) => {
      const context = {
        share: share.share,
        shareBasis: share.basis,
        profile: learnt.profile ? { calls: learnt.profile.calls, days: learnt.profile.days } : undefined,
        note,
      };
      await deps.scheduler.record(accountId, plan, context, wakeAt);
      logger.debug(
        {
          account: accountId,
          reason: plan.reason,
          inMs: plan.nextReadAt - at,
          intervalMs: plan.intervalMs,
          readsLeft: plan.readsLeft,
        },
        'alert read planned',
      );
      deps.metrics.alertPollInterval.set({ account: accountId }, plan.intervalMs / 1000);
    };
    const apply = (queues: readonly QueueLive[] | undefined, at: number, nextCheckAt?: number) =>
      applyPoll(deps, {
        accountId,
        rules: active,
        queues,
        now: at,
        clearAfterMs: settings.clear_after_ms,
        maxCallers: settings.max_callers_shown,
        nextCheckAt,
      });

    if (active.length === 0) {
      // every rule is outside its hours: open cards clear as if their conditions had stopped
      await apply(undefined, now);
      await record(await planWith(undefined, now), now);
      count(accountId, 'off-hours');
      return { outcome: 'off-hours' };
    }

    const latest = await deps.samples.latest(accountId);
    let plan = await planWith(latest, now);
    // a sample nobody applied yet (a user's `/queue live`): the cards follow it at no cost
    if (latest && latest.at > latest.appliedAt && (await deps.samples.claim(accountId, latest.at))) {
      await apply(latest.queues, latest.at, plan.poll ? plan.nextReadAt : undefined);
      if (!(plan.poll && plan.nextReadAt <= now + DUE_SLACK_MS)) {
        await record(plan, now);
        count(accountId, 'sample');
        return { outcome: 'sample' };
      }
    }
    if (!plan.poll || plan.nextReadAt > now + DUE_SLACK_MS) {
      await record(plan, now);
      const outcome: PollOutcome = !plan.poll
        ? plan.reason === 'no-share'
          ? 'no-share'
          : plan.reason === 'exhausted'
            ? 'exhausted'
            : 'not-due'
        : 'not-due';
      count(accountId, outcome);
      return { outcome };
    }

    // one read at a time per account; a run that finds one under way leaves the next plan to it
    const lockKey = deps.keys.pollLock(accountId);
    const token = randomUUID();
    if ((await deps.redis.set(lockKey, token, 'PX', READ_LOCK_MS, 'NX')) !== 'OK') {
      count(accountId, 'not-due');
      return { outcome: 'not-due' };
    }
    const unlock = () =>
      deps.redis.eval(
        "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
        1,
        lockKey,
        token,
      );
    const readAndApply = async (): Promise<{ outcome: PollOutcome }> => {
      // another process may have read while this one waited for the lock: then its plan stands
      if (((await deps.samples.latest(accountId))?.at ?? 0) !== (latest?.at ?? 0)) {
        count(accountId, 'not-due');
        return { outcome: 'not-due' };
      }
      const grant = await deps.budget.tryAcquire(accountId, {
        priority: 'background',
        dayShare: share.share,
      });
      if (!grant.granted) {
        // try again when the token frees (a 429 of another client, the window or the share used up): the plan
        // stays the same, never a tight loop of denials
        if (grant.reason === 'blocked') note = 'budget-blocked';
        const retry = { ...plan, nextReadAt: now + Math.max(grant.retryAfterMs, 1000) };
        await record(retry, now);
        count(accountId, 'denied');
        logger.debug(
          { account: accountId, reason: grant.reason, retryAfterMs: grant.retryAfterMs },
          'poll skipped',
        );
        return { outcome: 'denied' };
      }
      await deps.redis.hset(deps.keys.poll(accountId), 'lastPollAt', String(now));
      const channels = active.map((r) => r.channel);
      let response: Awaited<ReturnType<typeof listLive>>;
      try {
        response = await gateway.call(grant.grant, 'listQueuesLive', listLive);
      } catch (error) {
        // the next read comes on the regular plan, as if this sample had been taken
        const failedPlan = await planWith(latest ? { ...latest, at: now } : undefined, now);
        if (isUnreachable(error)) {
          await exchangeDown(deps, { accountId, channels, now, afterMs: settings.unreachable_after_ms });
          note = 'exchange-unreachable';
          await record(failedPlan, now);
          count(accountId, 'unreachable');
          return { outcome: 'unreachable' };
        }
        await record(failedPlan, now);
        count(accountId, 'error');
        logger.warn({ account: accountId, err: describeError(error) }, 'alert poll failed');
        return { outcome: 'error' };
      }
      const readAt = deps.now?.() ?? Date.now();
      const sample: QueueSample = { at: readAt, source: 'poll', queues: [...response.data] };
      if (await deps.samples.offer(accountId, sample)) deps.onSample?.(accountId, latest, sample);
      await deps.primeLive?.(accountId, response).catch(() => {});
      if (note === 'exchange-unreachable') note = undefined;
      await exchangeUp(deps, { accountId, now: readAt });
      plan = await planWith(sample, readAt);
      if (await deps.samples.claim(accountId, readAt)) {
        await apply(sample.queues, readAt, plan.nextReadAt);
        plan = await planWith(sample, readAt);
      }
      await record(plan, readAt);
      count(accountId, 'ok');
      if (
        ProfileStore.due(learnt, budget.day.date, readAt) &&
        plan.readsLeft - plan.reserved >= PROFILE_WORTH_READS
      ) {
        void learnProfile(deps, accountId, account.time_zone, share.share, readAt);
      }
      return { outcome: 'ok' };
    };
    try {
      return await readAndApply();
    } finally {
      await unlock().catch(() => {});
    }
  };
}
