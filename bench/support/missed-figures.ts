/**
 * The figures of the missed-day bench: the feed's against its ground truth (every missed call of the history,
 * ending at its hang-up; every callback record), and the alerts' against theirs (the episodes of alert-day).
 */

import type { CallHistory } from './call-history.js';
import type { EpisodeOutcome } from './episodes.js';
import { percentile } from './latency-stats.js';
import type { MissedFeedAgent } from './missed-agent.js';

/** Office hours of the figures: missed calls ending 08:00–19:00 local (the operators' shift and its edges). */
export const OFFICE_MINUTES = { from: 8 * 60, to: 19 * 60 } as const;

export interface FeedFigures {
  missed: number;
  /** Delay from the call's end to its notice, ms, ascending. */
  all: number[];
  office: number[];
  /** Abandoned callers whose hang-up a live sample showed before their notice (a signal), and the others. */
  signalled: number[];
  unsignalled: number[];
  /** Calls whose notice a live sample posted first (a provisional record the history confirmed). */
  fromSamples: number[];
  /** Missed calls never noticed by the day's end. */
  notNoticed: number;
  callbacks: number;
  /** Delay from a callback's record (written at its end) to the notice showing it, ms, ascending. */
  callbackDelays: number[];
}

const ascending = (list: number[]) => list.sort((a, b) => a - b);

export function feedFigures(feed: MissedFeedAgent, history: CallHistory, dayStart: number): FeedFigures {
  const f: FeedFigures = {
    missed: history.missed.length,
    all: [],
    office: [],
    signalled: [],
    unsignalled: [],
    fromSamples: [],
    notNoticed: 0,
    callbacks: 0,
    callbackDelays: [],
  };
  const signals = feed.tally.signals;
  for (const { record, writtenAt } of history.missed) {
    const end = writtenAt - dayStart;
    // a notice a sample posted counts from its post, even when no read brought the record by the day's end
    const unconfirmed = feed.notices.noticeAt.has(record.id)
      ? undefined
      : feed.notices.postedFromSample(record);
    const at = feed.notices.noticeAt.get(record.id) ?? unconfirmed;
    if (at === undefined) {
      f.notNoticed++;
      continue;
    }
    const delay = at - end;
    f.all.push(delay);
    const minute = end / 60_000;
    if (minute >= OFFICE_MINUTES.from && minute < OFFICE_MINUTES.to) f.office.push(delay);
    (signalBetween(signals, end, at) ? f.signalled : f.unsignalled).push(delay);
    if (feed.notices.fromSamples.has(record.id) || unconfirmed !== undefined) f.fromSamples.push(delay);
  }
  for (const callback of history.callbacks) {
    const written = callback.writtenAt - dayStart;
    if (written >= 86_400_000) continue;
    f.callbacks++;
    const at = feed.notices.callbackAt.get(callback.record.uniqueid);
    if (at !== undefined) f.callbackDelays.push(at - written);
  }
  for (const list of [f.all, f.office, f.signalled, f.unsignalled, f.fromSamples, f.callbackDelays])
    ascending(list);
  return f;
}

/** A signal raised in `[from, to]` (ascending list of ms of the day). */
function signalBetween(signals: readonly number[], from: number, to: number): boolean {
  let lo = 0;
  let hi = signals.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (signals[mid]! < from) lo = mid + 1;
    else hi = mid;
  }
  return lo < signals.length && signals[lo]! <= to;
}

export interface AlertFigures {
  /** First card's delay of every episode seen (all kinds), ms, ascending; and of wait≥S alone. */
  first: number[];
  firstWait: number[];
  missedLong: number;
  long: number;
}

/** An episode this long is one a supervisor cares about (alert-day's `LONG_EPISODE_MS`). */
const LONG_EPISODE_MS = 60_000;

export function alertFigures(byKind: Record<string, EpisodeOutcome[]>): AlertFigures {
  const all = Object.values(byKind).flat();
  const firsts = (list: EpisodeOutcome[]) =>
    ascending(list.map((o) => o.firstCardMs).filter((v): v is number => v !== undefined));
  const long = all.filter((o) => o.durationMs >= LONG_EPISODE_MS);
  return {
    first: firsts(all),
    firstWait: firsts(byKind.wait ?? []),
    missedLong: long.filter((o) => o.missed).length,
    long: long.length,
  };
}

export const p = percentile;

export const sec = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(ms < 10_000 ? 1 : 0) : '—');

/** `p50/p90/max` in seconds. */
export const spread = (list: readonly number[], max = true) =>
  `${sec(p(list, 50))}/${sec(p(list, 90))}${max ? `/${sec(list.at(-1) ?? Number.NaN)}` : ''}`;

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
