import { DelayedError } from 'bullmq';
import type { AccountBudget, AcquireResult, BudgetPriority } from './account-budget.js';
import { BudgetDeniedError, isBudgetDenied } from './budget-denied-error.js';

/** The part of a BullMQ `Job` these helpers need. */
export interface DelayableJob {
  moveToDelayed(timestamp: number, token?: string): Promise<void>;
}

type Granted = Extract<AcquireResult, { granted: true }>;

/** Takes a token or throws `BudgetDeniedError` carrying the exact wait. */
export async function acquireOrThrow(
  budget: AccountBudget,
  accountId: string,
  priority: BudgetPriority,
): Promise<Granted> {
  const result = await budget.tryAcquire(accountId, { priority });
  if (!result.granted) throw new BudgetDeniedError(accountId, result.reason, result.retryAfterMs);
  return result;
}

/**
 * If `error` is a budget denial, parks the job until a token frees and throws BullMQ's
 * `DelayedError` (the job is neither failed nor retried); otherwise rethrows `error`. Only this job
 * waits: `queue.rateLimit()` would pause the whole queue, i.e. every account.
 * @see library-facts.md#bullmq-6--ioredis
 */
export async function delayIfDenied(
  error: unknown,
  job: DelayableJob,
  token: string | undefined,
): Promise<never> {
  if (!isBudgetDenied(error)) throw error;
  await job.moveToDelayed(Date.now() + error.retryAfterMs, token);
  throw new DelayedError(error.message);
}

/**
 * First line of a BullMQ processor that calls the PBX: takes a token of the account's budget, or
 * moves this job to the delayed set until exactly when one frees and throws `DelayedError`.
 *
 * ```ts
 * new Worker(name, async (job, token) => {
 *   await acquireOrDelay(budget, job, token, job.data.accountId, 'command');
 *   return callPbx(job.data);
 * }, { connection });
 * ```
 */
export async function acquireOrDelay(
  budget: AccountBudget,
  job: DelayableJob,
  token: string | undefined,
  accountId: string,
  priority: BudgetPriority,
): Promise<Granted> {
  try {
    return await acquireOrThrow(budget, accountId, priority);
  } catch (error) {
    return delayIfDenied(error, job, token);
  }
}
