/**
 * Figures of the inbound history, computed from the records alone (pure). What the record carries decides what
 * can be computed: its `status` (answered, abandoned in a queue, not answered) and `total_duration`. It names
 * neither the queue a call went through nor how long an answered caller waited, so:
 * - the figures are the account's (every inbound call of the period), never a queue's;
 * - the waits known are those of callers who hung up while waiting (an abandoned call lasts its wait);
 * - the answer rate is answered ÷ (answered + abandoned): the share of queued callers who were answered (a
 *   service level "answered within N seconds" needs the answered callers' waits, which the history lacks).
 * @see pbx-api-reference.md "Inbound call record", endpoint 8
 */

/** What the figures read of one inbound record. */
export interface CallRecord {
  id: number;
  /** `YYYY-MM-DD HH:MM:SS`, the exchange's local time. */
  calldate: string;
  status: 'answered' | 'not_answered' | 'abandoned';
  total_duration: number;
}

export interface CallCounts {
  entered: number;
  answered: number;
  abandoned: number;
  notAnswered: number;
}

/** One bar of the chart: an hour (`09`) of a day or a day (`2026-11-20`) of a week. */
export interface CallBucket extends CallCounts {
  key: string;
}

/** Abandoned callers whose wait fell in `[fromSeconds, toSeconds)` (`toSeconds` null: and longer). */
export interface WaitBand {
  fromSeconds: number;
  toSeconds: number | null;
  count: number;
}

export type StatsPeriod = { kind: 'day'; date: string } | { kind: 'week'; from: string; to: string };

export interface CallFigures {
  period: StatsPeriod;
  buckets: CallBucket[];
  totals: CallCounts;
  /** answered ÷ (answered + abandoned); `null` when no call reached a queue. */
  answerRate: number | null;
  /** Waits of the callers who hung up while waiting; `null` when nobody did. */
  abandonWait: { averageSeconds: number; longestSeconds: number } | null;
  waitBands: WaitBand[];
  /** The bucket with the most calls (the earliest of equals); `null` on a period without calls. */
  busiest: CallBucket | null;
}

/** Band edges of the wait distribution, in seconds. */
export const WAIT_BAND_EDGES = [0, 30, 60, 120, 300] as const;

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));

function emptyCounts(): CallCounts {
  return { entered: 0, answered: 0, abandoned: 0, notAnswered: 0 };
}

function count(into: CallCounts, record: CallRecord): void {
  into.entered += 1;
  if (record.status === 'answered') into.answered += 1;
  else if (record.status === 'abandoned') into.abandoned += 1;
  else into.notAnswered += 1;
}

/** Each record once (a page read again while the day grows repeats records; their id tells them apart). */
function distinct(records: readonly CallRecord[]): CallRecord[] {
  const seen = new Set<number>();
  return records.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

function figures(
  period: StatsPeriod,
  keys: readonly string[],
  keyOf: (r: CallRecord) => string,
  records: readonly CallRecord[],
): CallFigures {
  const buckets = new Map(keys.map((key) => [key, { key, ...emptyCounts() }]));
  const totals = emptyCounts();
  const waits: number[] = [];
  for (const record of distinct(records)) {
    const bucket = buckets.get(keyOf(record));
    if (!bucket) continue; // outside the period
    count(bucket, record);
    count(totals, record);
    if (record.status === 'abandoned') waits.push(record.total_duration);
  }
  const list = [...buckets.values()];
  const queued = totals.answered + totals.abandoned;
  let busiest: CallBucket | null = null;
  for (const b of list) if (b.entered > 0 && (!busiest || b.entered > busiest.entered)) busiest = b;
  const waitBands = WAIT_BAND_EDGES.map((from, i) => {
    const to = WAIT_BAND_EDGES[i + 1] ?? null;
    return {
      fromSeconds: from,
      toSeconds: to,
      count: waits.filter((w) => w >= from && (to === null || w < to)).length,
    };
  });
  return {
    period,
    buckets: list,
    totals,
    answerRate: queued === 0 ? null : totals.answered / queued,
    abandonWait:
      waits.length === 0
        ? null
        : {
            averageSeconds: Math.round(waits.reduce((a, b) => a + b, 0) / waits.length),
            longestSeconds: Math.max(...waits),
          },
    waitBands,
    busiest,
  };
}

/** The figures of one day (`YYYY-MM-DD`), hour by hour; records of other days are left out. */
export function dayStats(records: readonly CallRecord[], date: string): CallFigures {
  return figures(
    { kind: 'day', date },
    HOURS,
    (r) => (r.calldate.startsWith(date) ? r.calldate.slice(11, 13) : ''),
    records,
  );
}

/** The figures of consecutive days (oldest first), day by day. */
export function periodStats(records: readonly CallRecord[], dates: readonly string[]): CallFigures {
  const period: StatsPeriod = { kind: 'week', from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
  return figures(period, dates, (r) => r.calldate.slice(0, 10), records);
}

/** The figures have no call to show. */
export function isQuiet(f: CallFigures): boolean {
  return f.totals.entered === 0;
}
