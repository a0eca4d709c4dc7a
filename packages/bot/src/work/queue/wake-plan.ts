import { turnDelay } from '../../pbx/limiter/account-budget.js';

/** One job of an account's waiting line. */
export interface LineEntry {
  jobId: string;
  /**
   * What the job waits for: the key of the read it was refused a token for (identical reads wait for one
   * request), or nothing when it needs a token of its own (writes, jobs not yet refused).
   */
  need?: string | undefined;
  /** When the job is planned to wake (epoch ms, this host's clock); absent while it is not parked. */
  wakeAt?: number | undefined;
}

/**
 * 1-based places of the jobs of a line (oldest first), counting each need once: identical reads waiting for
 * the same request share the place of the first of them, since one token answers them all.
 */
export function placesInLine(entries: readonly LineEntry[]): Map<string, number> {
  const needs = new Map<string, number>();
  const places = new Map<string, number>();
  for (const entry of entries) {
    const need = entry.need === undefined ? `job:${entry.jobId}` : `read:${entry.need}`;
    let place = needs.get(need);
    if (place === undefined) {
      place = needs.size + 1;
      needs.set(need, place);
    }
    places.set(entry.jobId, place);
  }
  return places;
}

/** What the wake-ups of an account's parked jobs are planned from. */
export interface WakePlanInput {
  /** The line, oldest first. */
  entries: readonly LineEntry[];
  /** Grant times in the budget's window, oldest first (Redis clock). */
  grants: readonly number[];
  perMinute: number;
  windowMs: number;
  /** Now on the Redis clock (the grants' clock). */
  redisNow: number;
  /** Now on this host's clock (the wake-ups' clock). */
  now: number;
  /** Needs whose read is cached now: their jobs get the answer without a token. */
  cached: ReadonlySet<string>;
  /** No token before this instant (host clock: a 429 block, the day used up); 0 if none. */
  notBefore: number;
}

/**
 * The parked jobs to wake earlier than planned, with their new wake-up: a job whose read is now cached wakes
 * at once; any other wakes when its own token frees (see `turnDelay`), from its place in the line as it is
 * now. Only brings wake-ups forward (by more than a few ms): a job woken too early is refused and parks again
 * at no cost upstream, one woken too late leaves tokens unused.
 */
export function planWakeUps(input: WakePlanInput): Array<{ jobId: string; wakeAt: number }> {
  const tolerance = Math.max(5, Math.ceil(input.windowMs / 1000));
  const places = placesInLine(input.entries);
  const changes: Array<{ jobId: string; wakeAt: number }> = [];
  for (const entry of input.entries) {
    if (entry.wakeAt === undefined) continue;
    let wakeAt: number;
    if (entry.need !== undefined && input.cached.has(entry.need)) {
      wakeAt = input.now;
    } else {
      const place = places.get(entry.jobId) ?? 1;
      const turn = turnDelay(input.grants, input.perMinute, input.windowMs, place, input.redisNow);
      wakeAt = Math.max(input.now + turn, input.notBefore);
    }
    if (entry.wakeAt - wakeAt > tolerance) changes.push({ jobId: entry.jobId, wakeAt });
  }
  return changes;
}
