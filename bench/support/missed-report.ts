/** The printed tables of the missed-day bench: each world's figures, the feed's requests per hour, the targets. */

import type { MissedConfig } from '../../packages/bot/src/feeds/missed/missed-config.schema.js';
import type { MissedFeedAgent } from './missed-agent.js';
import { type AlertFigures, type FeedFigures, p, spread, table } from './missed-figures.js';
import type { SampledReadPlanAgent } from './sampled-agent.js';

export interface World {
  name: string;
  alerts: boolean;
  feed?: { settings: MissedConfig; signal: boolean };
}

export const CMD = 'commands only';
export const FEED_ONLY = 'feed, no alert rules';
export const ALERTS = 'alerts';
export const BOTH = 'alerts + feed';
export const DEAF = 'alerts + feed, no signal';

export interface WorldResult {
  world: World;
  agent: SampledReadPlanAgent;
  feed: MissedFeedAgent | undefined;
  feedFigures: FeedFigures | undefined;
  alertFigures: AlertFigures | undefined;
}

const pct = (value: number, base: number) =>
  base === 0
    ? value === 0
      ? '±0 %'
      : '+∞'
    : `${value >= base ? '+' : ''}${((value / base - 1) * 100).toFixed(0)} %`;

export function worldTable(results: Map<string, WorldResult>): string {
  const list = [...results.values()];
  const base = results.get(CMD)!.agent.tally;
  const feedCell = (r: WorldResult, cell: (f: FeedFigures, feed: MissedFeedAgent) => string) =>
    r.feedFigures && r.feed ? cell(r.feedFigures, r.feed) : '';
  const alertCell = (r: WorldResult, cell: (a: AlertFigures) => string) =>
    r.alertFigures ? cell(r.alertFigures) : '';
  const rows: [string, (r: WorldResult) => string][] = [
    ['notice delay, office hours p50/p90/max s', (r) => feedCell(r, (f) => spread(f.office))],
    ['notice delay, all day p50/p90/max s', (r) => feedCell(r, (f) => spread(f.all))],
    [
      '  signal seen p50/p90/max s (calls)',
      (r) => feedCell(r, (f) => `${spread(f.signalled)} (${f.signalled.length})`),
    ],
    [
      '  no signal p50/p90/max s (calls)',
      (r) => feedCell(r, (f) => `${spread(f.unsignalled)} (${f.unsignalled.length})`),
    ],
    ['notices missed (of missed calls)', (r) => feedCell(r, (f) => `${f.notNoticed} (${f.missed})`)],
    [
      'callbacks detected/made, delay p50/p90/max s',
      (r) => feedCell(r, (f) => `${f.callbackDelays.length}/${f.callbacks}, ${spread(f.callbackDelays)}`),
    ],
    [
      'requests feed (in+out) / alerts / commands',
      (r) =>
        `${r.feed ? `${r.feed.tally.requests} (${r.feed.tally.inboundRequests}+${r.feed.tally.outboundRequests})` : '—'} / ${r.agent.tally.alertReads} / ${r.agent.tally.commandRequests}`,
    ],
    [
      '  notices from a sample p50/p90/max s (calls; provisional posts)',
      (r) =>
        feedCell(
          r,
          (f, feed) => `${spread(f.fromSamples)} (${f.fromSamples.length}; ${feed.notices.liveCounted})`,
        ),
    ],
    [
      'feed reads busy/signal/exhausted/denied',
      (r) =>
        feedCell(r, (_f, feed) =>
          ['busy', 'signal', 'exhausted']
            .map((k) => feed.tally.reasons.get(k) ?? 0)
            .concat(feed.tally.denied)
            .join('/'),
        ),
    ],
    [
      'commands delayed / by background (cmds-only world)',
      (r) =>
        `${r.agent.tally.commandsDelayed} / ${r.agent.tally.commandsDelayedByAlerts} (${base.commandsDelayed} / ${base.commandsDelayedByAlerts})`,
    ],
    ['alerts first card p50/p90 s (all kinds)', (r) => alertCell(r, (a) => spread(a.first, false))],
    ['alerts wait≥S first card p50/p90 s', (r) => alertCell(r, (a) => spread(a.firstWait, false))],
    ['alerts missed ≥60 s (of episodes)', (r) => alertCell(r, (a) => `${a.missedLong} (${a.long})`)],
  ];
  return table(
    ['', ...list.map((r) => r.world.name)],
    rows.map(([label, cell]) => [label, ...list.map(cell)]),
  );
}

/** The feed's requests per hour of the day (where its budget goes). */
export function hourTable(results: Map<string, WorldResult>): string {
  const rows = [...results.values()]
    .filter((r) => r.feed)
    .map((r) => {
      const perHour = new Array<number>(24).fill(0);
      for (const t of r.feed!.tally.log) perHour[Math.floor(t / 3_600_000)]! += 1;
      return [r.world.name, perHour.join(' ')];
    });
  return table(['feed requests per hour', '00 … 23'], rows);
}

export function targets(label: string, results: Map<string, WorldResult>, name: string): string[][] {
  const r = results.get(name)!;
  const f = r.feedFigures!;
  const cmd = results.get(r.world.alerts ? ALERTS : CMD)!.agent.tally;
  const rows: string[][] = [];
  const row = (target: string, value: string, pass: boolean) =>
    rows.push([`${label} · ${name} · ${target}`, value, pass ? 'PASS' : 'FAIL']);
  row('office notice p50 ≤ 30 s', spread(f.office, false), p(f.office, 50) <= 30_000);
  row('office notice p90 ≤ 90 s', spread(f.office, false), p(f.office, 90) <= 90_000);
  row('signal seen p50 ≤ 15 s', spread(f.signalled, false), p(f.signalled, 50) <= 15_000);
  row('notices missed 0', String(f.notNoticed), f.notNoticed === 0);
  const byFeed = r.agent.tally.commandsDelayedByAlerts - cmd.commandsDelayedByAlerts;
  row('commands delayed by the feed 0', String(byFeed), byFeed <= 0);
  if (r.world.alerts) {
    const a = r.alertFigures!;
    const b = results.get(ALERTS)!.alertFigures!;
    for (const q of [50, 90]) {
      const [mine, before] = [p(a.first, q), p(b.first, q)];
      row(
        `alerts first card p${q} within 10 %`,
        `${spread(b.first, false)} → ${spread(a.first, false)} (${pct(mine, before)})`,
        mine <= before * 1.1,
      );
    }
    row(
      'alerts missed ≥60 s within 10 %',
      `${b.missedLong} → ${a.missedLong}`,
      a.missedLong <= b.missedLong * 1.1,
    );
  }
  return rows;
}
