/**
 * Which pages of the call history the traffic profile is learnt from: every page of each day (a day's page count
 * is known from its first page's `pagination.total_pages`), whole days only, newest day first, within a cap of
 * requests. A day whose pages would go beyond the cap is left out, and the walk stops there: the profile is learnt
 * from the days read entirely, so busy hours are not lost to a day's newest calls. Pure: the bot and the bench
 * drive it with their own reads.
 * @see pbx-api-reference.md endpoint 8 (`page`, `limit` up to 500, `pagination.total_pages`)
 */

export interface HistoryLimits {
  /** Days back the walk may go (1: yesterday). */
  days: number;
  /** Most requests the walk may take. */
  maxRequests: number;
}

export interface HistoryWalk {
  requests: number;
  /** The day being read (1: yesterday) and how many of its pages were read. */
  back: number;
  pagesRead: number;
  /** Its page count, from its first page (`undefined` before it). */
  totalPages: number | undefined;
  /** Days read entirely. */
  daysDone: number;
  /** The walk ended (every day read, or the next page would break the cap). */
  done: boolean;
}

/** The page to read next, if any. */
export type HistoryRead = { back: number; page: number };

/** A walk not yet started. */
export function startHistoryWalk(limits: HistoryLimits): HistoryWalk {
  return {
    requests: 0,
    back: 1,
    pagesRead: 0,
    totalPages: undefined,
    daysDone: 0,
    done: limits.days < 1 || limits.maxRequests < 1,
  };
}

/** The next page to read, or `undefined` when the walk is over. */
export function nextHistoryRead(walk: HistoryWalk): HistoryRead | undefined {
  return walk.done ? undefined : { back: walk.back, page: walk.pagesRead + 1 };
}

/**
 * The walk after a page was read (`totalPages`: the page's `pagination.total_pages`, 0 for an empty day).
 * `dayComplete` tells the reader that the calls it kept for the current day now count.
 */
export function historyPageRead(
  walk: HistoryWalk,
  totalPages: number,
  limits: HistoryLimits,
): { walk: HistoryWalk; dayComplete: boolean } {
  const requests = walk.requests + 1;
  const pagesRead = walk.pagesRead + 1;
  const total = Math.max(walk.totalPages ?? totalPages, 1);
  if (pagesRead < total) {
    // the rest of the day must fit in the cap, or the day is left out and the walk ends
    const fits = requests + (total - pagesRead) <= limits.maxRequests;
    return {
      walk: { ...walk, requests, pagesRead, totalPages: total, done: !fits },
      dayComplete: false,
    };
  }
  const daysDone = walk.daysDone + 1;
  const back = walk.back + 1;
  return {
    walk: {
      requests,
      back,
      pagesRead: 0,
      totalPages: undefined,
      daysDone,
      done: back > limits.days || requests >= limits.maxRequests,
    },
    dayComplete: true,
  };
}
