/**
 * The missed-calls feed over whole simulated days, in virtual time (a sibling of `alert-day.ts`, on its day
 * model and pieces): the same Tuesdays (quiet, busy, burst at opening; 1, 3 and 10 queues; the same seeds), the
 * limiter's default limits (20/min, 1000/day, the command reserve, the background share), the same command
 * load, the alerts' read planner with its all-day rules and its learnt profile (`new · history` of alert-day),
 * and the feed (support/missed-agent.ts: the steps of `missed-read.job.ts` with the real planner, reads,
 * window sizing, classification, abandon signal and notices from the live samples) on one rule for every
 * number, all day, with the defaults of `missed:`. Callbacks are modelled in support/call-history.ts (the day model has no outbound calls).
 *
 * Each day runs side by side, on one simulator, in worlds that each have their own budget: commands only;
 * the feed without alert rules (its signal then comes from users' `/queue live` alone); the alerts alone; the
 * alerts with the feed; the alerts with the feed deaf to the signal; and on the busy day variants of the
 * feed's tuning. It prints per scenario the notice delay from a missed call's end (p50/p90/max, office hours
 * 08:00–19:00 and all day, abandoned callers whose hang-up a live sample showed and the others), notices never
 * posted, callbacks detected and their delay, requests of feed / alerts / commands, commands delayed (and by
 * background work), and the alerts' first card p50/p90 and missed episodes ≥ 60 s with the feed against the
 * same day without it; then the targets with PASS/FAIL. Asserts nothing.
 *
 * Not modelled: Slack (a notice counts when the read that counts it is taken), several processes, failures.
 * Requests are instantaneous; each second, the alerts' events run before the feed's.
 *
 * Run: `pnpm exec tsx bench/missed-day.ts` (no Redis, no server). `BENCH_SCENARIOS=busy` runs one scenario,
 * `BENCH_VARIANTS=0` skips the variants.
 */

import { alertShareFor } from '../packages/bot/src/feeds/alerts/alert-share.js';
import { cardKey, evaluateRule } from '../packages/bot/src/feeds/alerts/evaluate-rule.js';
import { MissedConfig } from '../packages/bot/src/feeds/missed/missed-config.schema.js';
import { DEFAULT_BUDGET_CONFIG } from '../packages/bot/src/pbx/limiter/budget-config.js';
import { seedFrom } from '../packages/server/src/demo/seeded-random.js';
import {
  alerts,
  calldate,
  DAY_SECONDS,
  DAY_START,
  history,
  KINDS,
  limitsWith,
  rulesFor,
  settings,
  shareToday,
  TIME_ZONE,
} from './support/alert-setup.js';
import { BudgetModel } from './support/budget-model.js';
import { CallHistory } from './support/call-history.js';
import { commandDay } from './support/command-load.js';
import { type EpisodeOutcome, extractEpisodes, scoreEpisodes } from './support/episodes.js';
import { MissedFeedAgent } from './support/missed-agent.js';
import { type AlertFigures, alertFigures, feedFigures, table } from './support/missed-figures.js';
import {
  ALERTS,
  BOTH,
  CMD,
  DEAF,
  FEED_ONLY,
  hourTable,
  targets,
  type World,
  type WorldResult,
  worldTable,
} from './support/missed-report.js';
import { type DayScenario, scenarios } from './support/office-day.js';
import { OfficeSimulator } from './support/office-sim.js';
import { SampledReadPlanAgent } from './support/sampled-agent.js';

const QUEUE_COUNTS = [1, 3, 10] as const;
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
const RUN_VARIANTS = process.env.BENCH_VARIANTS !== '0';
const FEED = MissedConfig.parse({});
const TODAY = calldate(DAY_START, 0).slice(0, 10);

const WORLDS: World[] = [
  { name: CMD, alerts: false },
  { name: FEED_ONLY, alerts: false, feed: { settings: FEED, signal: true } },
  { name: ALERTS, alerts: true },
  { name: BOTH, alerts: true, feed: { settings: FEED, signal: true } },
  { name: DEAF, alerts: true, feed: { settings: FEED, signal: false } },
];
/** Other tuning constants of the feed's planner (`missed:` settings), with the alerts. */
const variant = (name: string, tuning: Partial<MissedConfig>): World => ({
  name,
  alerts: true,
  feed: { settings: { ...FEED, ...tuning }, signal: true },
});
const VARIANTS: World[] = [
  variant('feed_share 0.05', { feed_share: 0.05 }),
  variant('feed_share 0.15', { feed_share: 0.15 }),
  variant('feed_share 0.25', { feed_share: 0.25 }),
  variant('max 600 s', { max_interval_ms: 600_000 }),
  variant('quiet 900 s', { quiet_interval_ms: 900_000 }),
  variant('min 10 s', { min_interval_ms: 10_000 }),
];

async function simulateDay(scenario: DayScenario, queues: number, worlds: readonly World[]) {
  // alert-day's seeds: the same days, so `alerts` here is alert-day's `new · history` with all-day rules
  const seed = seedFrom(`alert-day ${scenario.name} ${queues}`);
  const past = history(scenario, queues, seed);
  const sim = new OfficeSimulator({ queues, scenario, seed, dayStart: DAY_START });
  const commands = commandDay(seed + 1000);
  const calls = new CallHistory(
    seed + 2000,
    DAY_START,
    (ms) => calldate(ms, 0),
    (queue) => `06${String(1000 + Number(queue.slice(4))).padStart(8, '0')}`,
  );
  let cached: { at: number; view: ReturnType<OfficeSimulator['live']> } | undefined;
  const exchange = {
    live(nowMs: number) {
      if (cached?.at !== nowMs) cached = { at: nowMs, view: sim.live(nowMs) };
      return cached.view;
    },
  };
  const rules = rulesFor(undefined);
  const startShare = alertShareFor(
    past.commandDays,
    DEFAULT_BUDGET_CONFIG.perDay,
    DEFAULT_BUDGET_CONFIG.backgroundDayShare,
  ).share;
  const runs = worlds.map((world) => {
    const budget = new BudgetModel(limitsWith(startShare));
    let feed: MissedFeedAgent | undefined;
    const agent = new SampledReadPlanAgent(
      world.name,
      world.alerts ? rules : [],
      budget,
      settings,
      exchange,
      commands,
      {
        profile: past.profile,
        learningReads: world.alerts ? past.requests : 0,
        marginMs: 1000,
        shareToday: shareToday(past),
        feedReserve: () => feed?.reserve ?? 0,
      },
    );
    feed = world.feed
      ? new MissedFeedAgent(
          world.name,
          budget,
          calls,
          world.feed.settings,
          { channel: 'CMISSED', numbers: [] },
          { start: DAY_START, timeZone: TIME_ZONE, today: TODAY },
          world.alerts,
          past.profile,
          { signal: world.feed.signal },
        )
      : undefined;
    if (feed) agent.listener = (t, live) => feed.onSample(t, live);
    return { world, agent, feed };
  });
  const truth = rules.map(() => Array.from({ length: queues }, () => new Uint8Array(DAY_SECONDS)));
  for (let s = 0; s < DAY_SECONDS; s++) {
    const now = DAY_START + s * 1000;
    sim.tick(now);
    calls.take(sim.recordedCalls);
    for (let q = 0; q < queues; q++) {
      const m = sim.measures(q, now);
      for (let r = 0; r < rules.length; r++)
        if (evaluateRule(rules[r]!, m).level !== null) truth[r]![q]![s] = 1;
    }
    for (const run of runs) {
      run.agent.runUntil((s + 1) * 1000);
      await run.feed?.runUntil((s + 1) * 1000);
    }
  }
  const results = new Map<string, WorldResult>();
  for (const { world, agent, feed } of runs) {
    let alertFigs: AlertFigures | undefined;
    if (world.alerts) {
      const byKind: Record<string, EpisodeOutcome[]> = {};
      KINDS.forEach((kind, r) => {
        byKind[kind] = [];
        for (let q = 0; q < queues; q++) {
          const key = cardKey(rules[r]!.channel, sim.queueNames[q]!);
          byKind[kind].push(
            ...scoreEpisodes(
              extractEpisodes(truth[r]![q]!, alerts.clear_after_ms / 1000),
              agent.observed.get(key) ?? [],
              agent.resolved.get(key) ?? [],
              DAY_SECONDS,
            ),
          );
        }
      });
      alertFigs = alertFigures(byKind);
    }
    results.set(world.name, {
      world,
      agent,
      feed,
      feedFigures: feed ? feedFigures(feed, calls, DAY_START) : undefined,
      alertFigures: alertFigs,
    });
  }
  return { stats: sim.stats, commands: commands.length, calls, results };
}

const started = performance.now();
const targetRows: string[][] = [];
for (const scenario of scenarios.filter((s) => !ONLY || ONLY.includes(s.name))) {
  for (const queues of QUEUE_COUNTS) {
    const worlds = scenario.name === 'busy' && RUN_VARIANTS ? [...WORLDS, ...VARIANTS] : WORLDS;
    const day = await simulateDay(scenario, queues, worlds);
    const s = day.stats;
    const label = `${scenario.label} · ${queues} queue${queues > 1 ? 's' : ''}`;
    console.log(
      `\n== ${label} — calls ${s.arrived} (answered ${s.answered}, abandoned ${s.abandoned}, rejected ${s.rejected}); ` +
        `missed calls ${day.calls.missed.length}, callbacks ${day.calls.callbacks.length}; commands ${day.commands}`,
    );
    console.log(worldTable(day.results));
    if (scenario.name === 'busy') console.log(hourTable(day.results));
    for (const name of [
      FEED_ONLY,
      BOTH,
      ...(worlds.length > WORLDS.length ? VARIANTS.map((v) => v.name) : []),
    ])
      targetRows.push(...targets(label, day.results, name));
  }
}
console.log('\n== targets');
console.log(table(['target', 'value', ''], targetRows));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
