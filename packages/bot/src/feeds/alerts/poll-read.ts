import { randomUUID } from 'node:crypto';
import type { PbxClient } from '@centralino/client';
import type { GrantRef as Grant } from '../../pbx/limiter/account-budget.js';
import { describeError, isUnreachable } from '../../pbx/pbx-errors.js';
import { releaseLock, takeLock } from '../kit/item-lock.js';
import { exchangeDown, exchangeUp } from './exchange-cards.js';
import { learnProfile } from './learn-profile.js';
import type { PollOutcome } from './poll-deps.js';
import type { PollRun } from './poll-run.js';
import { ProfileStore } from './profile-store.js';
import type { QueueSample } from './queue-sample-store.js';
import type { ReadPlan } from './read-plan.js';

/** Every queue's live state at once. */
const listLive = (client: PbxClient) => client.queues.live({});

/** The profile is learnt only with this many reads to spare (learning takes up to `HISTORY_LIMITS.maxRequests`). */
const PROFILE_WORTH_READS = 100;

/** Safety expiry of the read lock (released as soon as the read is applied). */
const READ_LOCK_MS = 15_000;

/**
 * The read that is due, one at a time per account (a run that finds one under way leaves the next plan to
 * it): a BACKGROUND token (never the commands' reserve of the window, never beyond the share), one
 * `GET /v1/queue/live` for every queue, the sample stored and applied once, the next read planned.
 * @see pbx-api-reference.md endpoint 13
 */
export async function readQueues(
  run: PollRun,
  latest: QueueSample | undefined,
  plan: ReadPlan,
): Promise<{ outcome: PollOutcome }> {
  const { deps, accountId } = run;
  const lockKey = deps.keys.pollLock(accountId);
  const token = randomUUID();
  if (!(await takeLock(deps.redis, lockKey, token, READ_LOCK_MS))) {
    run.count('not-due');
    return { outcome: 'not-due' };
  }
  try {
    // another process may have read while this one waited for the lock: then its plan stands
    if (((await deps.samples.latest(accountId))?.at ?? 0) !== (latest?.at ?? 0)) {
      run.count('not-due');
      return { outcome: 'not-due' };
    }
    const grant = await deps.budget.tryAcquire(accountId, {
      priority: 'background',
      dayShare: run.share.share,
    });
    if (!grant.granted) return denied(run, plan, grant);
    return await readWith(run, latest, grant.grant);
  } finally {
    await releaseLock(deps.redis, lockKey, token).catch(() => {});
  }
}

/**
 * No token: try again when it frees (a 429 of another client, the window or the share used up); the plan stays
 * the same, never a tight loop of denials.
 */
async function denied(
  run: PollRun,
  plan: ReadPlan,
  grant: { reason: string; retryAfterMs: number },
): Promise<{ outcome: PollOutcome }> {
  if (grant.reason === 'blocked') run.note = 'budget-blocked';
  await run.record({ ...plan, nextReadAt: run.now + Math.max(grant.retryAfterMs, 1000) }, run.now);
  run.count('denied');
  run.deps.logger.debug(
    { account: run.accountId, reason: grant.reason, retryAfterMs: grant.retryAfterMs },
    'poll skipped',
  );
  return { outcome: 'denied' };
}

async function readWith(
  run: PollRun,
  latest: QueueSample | undefined,
  grant: Grant,
): Promise<{ outcome: PollOutcome }> {
  const { deps, accountId, now } = run;
  await deps.redis.hset(deps.keys.poll(accountId), 'lastPollAt', String(now));
  let response: Awaited<ReturnType<typeof listLive>>;
  try {
    response = await run.start.gateway.call(grant, 'listQueuesLive', listLive);
  } catch (error) {
    return failed(run, latest, error);
  }
  const readAt = deps.now?.() ?? Date.now();
  const sample: QueueSample = { at: readAt, source: 'poll', queues: [...response.data] };
  if (await deps.samples.offer(accountId, sample)) deps.onSample?.(accountId, latest, sample);
  await deps.primeLive?.(accountId, response).catch(() => {});
  if (run.note === 'exchange-unreachable') run.note = undefined;
  await exchangeUp(deps, { accountId, now: readAt });
  let plan = await run.planWith(sample, readAt);
  if (await deps.samples.claim(accountId, readAt)) {
    await run.apply(sample.queues, readAt, plan.nextReadAt);
    plan = await run.planWith(sample, readAt);
  }
  await run.record(plan, readAt);
  run.count('ok');
  if (
    ProfileStore.due(run.learnt, run.budget.day.date, readAt) &&
    plan.readsLeft - plan.reserved >= PROFILE_WORTH_READS
  ) {
    void learnProfile(deps, accountId, run.start.account.time_zone, run.share.share, readAt);
  }
  return { outcome: 'ok' };
}

/** The read failed: the next read comes on the regular plan, as if this sample had been taken. */
async function failed(
  run: PollRun,
  latest: QueueSample | undefined,
  error: unknown,
): Promise<{ outcome: PollOutcome }> {
  const { deps, accountId, now } = run;
  const failedPlan = await run.planWith(latest ? { ...latest, at: now } : undefined, now);
  if (isUnreachable(error)) {
    const channels = run.active.map((r) => r.channel);
    await exchangeDown(deps, { accountId, channels, now, afterMs: deps.config.alerts.unreachable_after_ms });
    run.note = 'exchange-unreachable';
    await run.record(failedPlan, now);
    run.count('unreachable');
    return { outcome: 'unreachable' };
  }
  await run.record(failedPlan, now);
  run.count('error');
  deps.logger.warn({ account: accountId, err: describeError(error) }, 'alert poll failed');
  return { outcome: 'error' };
}
