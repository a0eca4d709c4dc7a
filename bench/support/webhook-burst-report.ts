/** The figures of a webhook burst (`webhook-burst.ts`) and their printout: delivered, repeated, missing, how late. */
import { ms, percentile } from './latency-stats.js';
import type { BurstRun } from './webhook-burst.js';

export interface BurstFigures {
  /** Bookings answered 201, and the other answers by status. */
  made: number;
  refused: string;
  deliveries: number;
  /** Distinct (endpoint, `webhook-id`) pairs received. */
  distinctIds: number;
  /** Deliveries of a `webhook-id` an endpoint had already received. */
  duplicates: number;
  /** (endpoint, booking) pairs received more than once, whatever the ids. */
  bookingsTwice: number;
  /** (endpoint, booking made) pairs never received. */
  missing: number;
  /** Deliveries naming no booking made in the burst. */
  unexpected: number;
  /** Booking request sent → body received, per (endpoint, booking), first delivery. */
  latencies: number[];
  lastDeliveryAt: number;
  /** How far behind its instant the last booking request was sent (ms); over {@link PACE_SLACK_MS}, the API set the pace. */
  lastRequestLag: number;
  /** Requests sent more than one step (spread / bookings) after their instant, behind a slow answer. */
  lateRequests: number;
  ok: boolean;
}

/** The burst kept its pace when the last booking was sent at most this long after its instant. */
const PACE_SLACK_MS = 1_000;

const count = (n: number) => n.toLocaleString('en-US');

/** Counts what the endpoints got against the bookings made. */
export function burstFigures(run: BurstRun): BurstFigures {
  const madeIds = new Set(run.made.map((m) => m.bookingId));
  let deliveries = 0;
  let distinctIds = 0;
  let bookingsTwice = 0;
  let missing = 0;
  let unexpected = 0;
  let lastDeliveryAt = Number.NEGATIVE_INFINITY;
  const latencies: number[] = [];
  for (const log of run.logs) {
    deliveries += log.length;
    distinctIds += new Set(log.map((a) => a.id)).size;
    const first = new Map<number, number>();
    const times = new Map<number, number>();
    for (const arrival of log) {
      lastDeliveryAt = Math.max(lastDeliveryAt, arrival.at);
      if (arrival.bookingId === null || !madeIds.has(arrival.bookingId)) {
        unexpected++;
        continue;
      }
      times.set(arrival.bookingId, (times.get(arrival.bookingId) ?? 0) + 1);
      if (!first.has(arrival.bookingId)) first.set(arrival.bookingId, arrival.at);
    }
    bookingsTwice += [...times.values()].filter((n) => n > 1).length;
    for (const { bookingId, start } of run.made) {
      const at = first.get(bookingId);
      if (at === undefined) missing++;
      else latencies.push(at - start);
    }
  }
  const made = run.made.length;
  const refused = [...run.statuses]
    .filter(([status]) => status !== 201)
    .map(([status, n]) => `${count(n)} × ${status}`)
    .join(', ');
  const duplicates = deliveries - distinctIds;
  const step = run.spreadMs / run.planned;
  const lags = run.sent.map((at, i) => at - (run.startedAt + i * step));
  const lastRequestLag = Math.max(0, lags.at(-1) ?? 0);
  const lateRequests = lags.filter((lag) => lag > step).length;
  const ok =
    made === run.planned && missing === 0 && duplicates === 0 && bookingsTwice === 0 && unexpected === 0;
  return {
    made,
    refused,
    deliveries,
    distinctIds,
    duplicates,
    bookingsTwice,
    missing,
    unexpected,
    latencies,
    lastDeliveryAt,
    lastRequestLag,
    lateRequests,
    ok,
  };
}

/** Prints the burst's figures and the verdict line; returns the figures. */
export function printBurst(run: BurstRun): BurstFigures {
  const f = burstFigures(run);
  const span = (run.sent.at(-1) ?? 0) - (run.sent[0] ?? 0);
  const sorted = [...f.latencies].sort((a, b) => a - b);
  const took = [...run.took].sort((a, b) => a - b);
  const expected = f.made * run.endpoints;
  const row = (label: string, value: string) => console.log(`  ${label.padEnd(31)} ${value}`);
  console.log(
    `\nburst: ${count(run.planned)} bookings over ${ms(run.spreadMs)}, ${run.endpoints} endpoint${run.endpoints > 1 ? 's' : ''}`,
  );
  row(
    'pace',
    `${f.lastRequestLag <= PACE_SLACK_MS ? 'kept' : 'the API was slower than the pace, bookings made as fast as it took them'}: sent over ${ms(span)}, the last ${ms(f.lastRequestLag)} after its instant; ${count(f.lateRequests)} sent late behind a slow answer`,
  );
  row('bookings made', `${count(f.made)} of ${count(run.planned)} (201)${f.refused ? `; ${f.refused}` : ''}`);
  row('booking request p50 / p99', `${ms(percentile(took, 50))} / ${ms(percentile(took, 99))}`);
  row('deliveries received', `${count(f.deliveries)} (expected ${count(expected)}: bookings × endpoints)`);
  row('distinct webhook-ids received', `${count(f.distinctIds)} (per endpoint, summed)`);
  row(
    'duplicates',
    `${count(f.duplicates)} (a webhook-id again), ${count(f.bookingsTwice)} (a booking twice at one endpoint)`,
  );
  row(
    'missing',
    `${count(f.missing)}${f.unexpected ? `; ${count(f.unexpected)} deliveries of no booking made` : ''}`,
  );
  row(
    'delivery p50 / p99 / max',
    `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))} / ${ms(sorted.at(-1) ?? Number.NaN)} (request sent → body received)`,
  );
  row(
    'last booking → last delivery',
    `${ms(f.lastDeliveryAt - run.lastAnswerAt)} (last booking answered → last body received); dispatcher idle after ${ms(run.idleAt - run.lastAnswerAt)}`,
  );
  row(
    'outbox once idle',
    [...run.outbox].map(([status, n]) => `${status} ${count(n)}`).join(', ') || 'empty',
  );
  console.log(`  all delivered, none twice: ${f.ok ? 'yes' : 'no'}`);
  return f;
}
