import type { DenyReason } from './account-budget.js';

/**
 * Thrown by `acquireOrThrow` when an account has no token now. Identified by `name` (not only
 * `instanceof`) so it is still recognised after crossing processes, e.g. through the Coalescer.
 */
export class BudgetDeniedError extends Error {
  override readonly name = 'BudgetDeniedError';

  constructor(
    readonly accountId: string,
    readonly reason: DenyReason,
    readonly retryAfterMs: number,
    /** The read it was refused for (its coalescing key), so identical reads wait in line as one. */
    readonly need?: string,
  ) {
    super(`PBX budget of account ${accountId} exhausted (${reason}); retry in ${retryAfterMs} ms`);
  }
}

/** How far a command of several reads got before it had to wait (`/calls settimana`: 3 of 7 days read). */
export interface ReadProgress {
  done: number;
  of: number;
}

/** Notes on a refusal how far the command got (the wait's notice says it); other errors pass unchanged. */
export function withReadProgress(error: unknown, progress: ReadProgress): unknown {
  if (isBudgetDenied(error)) Object.assign(error, { progress });
  return error;
}

/** The progress a refusal carries, if any. */
export function readProgressOf(error: unknown): ReadProgress | undefined {
  const progress = (error as { progress?: Partial<ReadProgress> } | null)?.progress;
  return typeof progress?.done === 'number' && typeof progress.of === 'number'
    ? { done: progress.done, of: progress.of }
    : undefined;
}

/** True for a `BudgetDeniedError`, also one rebuilt from JSON in another process. */
export function isBudgetDenied(
  error: unknown,
): error is Error & Pick<BudgetDeniedError, 'reason' | 'retryAfterMs' | 'need'> {
  return (
    error instanceof Error &&
    error.name === 'BudgetDeniedError' &&
    typeof (error as Partial<BudgetDeniedError>).retryAfterMs === 'number'
  );
}
