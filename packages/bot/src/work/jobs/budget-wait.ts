import { PbxApiError } from '@centralino/client';
import { DelayedError, type Job } from 'bullmq';
import { isBudgetDenied, type ReadProgress, readProgressOf } from '../../pbx/limiter/budget-denied-error.js';
import { positionView } from '../../slack/views/notice.view.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import { answerUser } from './command-answer.js';
import { dayLimitAnswer, lastsTheDay } from './day-limit.js';
import type { PbxCommandDeps, PbxCommandOutcome } from './pbx-command.deps.js';

/** Notices "you are number N in line" sent at most this many times per job. */
const MAX_NOTICES = 2;

/** Whether `error` says the account's day budget is spent (our limiter's or the exchange's 429 until tomorrow). */
export function isDayLimit(error: unknown, timeZone: string): boolean {
  return (
    (isBudgetDenied(error) && (error.reason === 'day' || lastsTheDay(error.retryAfterMs, timeZone))) ||
    (error instanceof PbxApiError &&
      error.status === 429 &&
      lastsTheDay((error.retryAfter ?? 0) * 1000, timeZone))
  );
}

/**
 * Handles a refusal for budget: the day's end answers at once, any shorter wait parks the job (throws
 * `DelayedError`). `undefined` when `error` is no refusal for budget.
 */
export async function waitOnRefusal(
  deps: PbxCommandDeps,
  job: Job,
  token: string | undefined,
  payload: PbxCommandPayload,
  error: unknown,
  timeZone: string,
): Promise<PbxCommandOutcome | undefined> {
  if (isDayLimit(error, timeZone)) return await dayLimitReached(deps, job, payload, timeZone);
  if (isBudgetDenied(error)) {
    const reason = error.reason === 'minute' || error.reason === 'reserved' ? 'minute' : 'other';
    return await waitForBudget(
      deps,
      job,
      token,
      payload,
      error.retryAfterMs,
      reason,
      error.need,
      readProgressOf(error),
    );
  }
  if (error instanceof PbxApiError && error.status === 429) {
    // the gateway already blocked the account until Retry-After; wait like any other denial
    const retryAfterMs = Math.max(error.retryAfter ?? 1, 1) * 1000;
    return await waitForBudget(deps, job, token, payload, retryAfterMs, 'other');
  }
  return undefined;
}

/**
 * The account's day budget is spent: instead of a wait of hours, the user is told plainly and offered to run
 * the command at the reset (00:00 in the account's time zone) or to drop it. `/pbx account` already answered
 * from the local budget and ends quietly; calls are never postponed.
 */
export async function dayLimitReached(
  deps: PbxCommandDeps,
  job: Job,
  payload: PbxCommandPayload,
  timeZone: string,
): Promise<PbxCommandOutcome> {
  const { commands, services, logger } = deps;
  const op = payload.operation;
  await deps.waiting.leave(payload.accountId, job.id!);
  services.metrics.jobs.inc({ account: payload.accountId, operation: op.type, outcome: 'day_limit' });
  const message = await dayLimitAnswer(payload, timeZone, deps.deferred, {
    answeredAtOnce: commands.answeredAtOnce(op),
    neverDeferred: commands.neverDeferred(op),
  });
  if (!message) return { outcome: 'day-limit', delivery: 'none' };
  const delivery = await answerUser(deps, payload, message);
  logger.info({ jobId: job.id, account: payload.accountId, operation: op.type }, 'day budget spent');
  return { outcome: 'day-limit', delivery };
}

/** How long a job waits for its token: the place-th grant for a minute refusal, else spaced after the others. */
async function budgetDelay(
  deps: PbxCommandDeps,
  account: string,
  place: number,
  retryAfterMs: number,
  reason: 'minute' | 'other',
): Promise<number> {
  const { budget } = deps.services;
  // Each waiter wakes when its own token frees (the place-th grant leaving the window), so later arrivals
  // wake later, the estimate is honest, and a backlog drains at the account's full rate. The line re-plans
  // the wake-up when it moves without using a token (see WaitingLine).
  const turn = reason === 'minute' ? await budget.waitForTurn(account, place) : 0;
  const { perMinute } = budget.configFor(account);
  const spacing = Math.ceil(budget.windowMs / Math.max(perMinute, 1));
  return reason === 'minute'
    ? Math.max(retryAfterMs, turn, 1)
    : Math.max(retryAfterMs, 1) + (place - 1) * spacing;
}

/** Tells the user their place in line when the wait is long enough to notice (at most `MAX_NOTICES` times). */
async function noticePlace(
  deps: PbxCommandDeps,
  job: Job,
  payload: PbxCommandPayload,
  place: number,
  delayMs: number,
  progress: ReadProgress | undefined,
) {
  const waitedMs = Date.now() - payload.enqueuedAt;
  if (
    !deps.commands.answeredAtOnce(payload.operation) &&
    payload.notices < MAX_NOTICES &&
    waitedMs + delayMs >= deps.config.worker.notify_after_ms &&
    payload.reply.kind === 'message'
  ) {
    await answerUser(deps, payload, positionView(place, delayMs, payload.locale, progress));
    await job.updateData({ ...payload, notices: payload.notices + 1 });
  }
}

/** Parks the job until the account has a token for it, telling the user when the wait is long. */
export async function waitForBudget(
  deps: PbxCommandDeps,
  job: Job,
  token: string | undefined,
  payload: PbxCommandPayload,
  retryAfterMs: number,
  reason: 'minute' | 'other',
  need?: string,
  progress?: ReadProgress,
): Promise<never> {
  const account = payload.accountId;
  const ticket = await deps.waiting.place(account, job.id!, need);
  const place = ticket.place;
  const delayMs = await budgetDelay(deps, account, place, retryAfterMs, reason);
  await noticePlace(deps, job, payload, place, delayMs, progress);
  deps.logger.debug({ jobId: job.id, account, place, delayMs, reason }, 'no token: parked');
  deps.services.metrics.jobs.inc({ account, operation: payload.operation.type, outcome: 'delayed' });
  const wakeAt = Date.now() + delayMs;
  await deps.waiting.park(account, job.id!, { wakeAt, need, ticket }, () => job.moveToDelayed(wakeAt, token));
  throw new DelayedError(`account ${account}: no budget for ${delayMs} ms`);
}
