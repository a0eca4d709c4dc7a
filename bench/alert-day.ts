/**
 * Queue alerts over whole simulated days, in virtual time: today's even spreading of the alerts' reads
 * (`planPolling`) side by side with the read planner (`planNextRead`: calm by traffic profile, busy, reads planned
 * at predicted crossings and at cards' resolutions, users' samples for free), each with the real rule evaluation
 * and card lifecycle, the limiter's real limits (20/min sliding window, 1000/day, 10 of each window kept for
 * commands, the alerts' day share) and a realistic command load, on traffic from the server's own telephone
 * model (seeded): a quiet day, a busy day and a burst at opening, for 1, 3 and 10 queues, with all-day rules and
 * business-hours rules.
 *
 * Against the truth (the condition of each rule on each queue, from the simulator every second) it prints, per
 * policy: the first card's delay after the condition became true (p50/p90/p99/max) per rule kind, the
 * resolution delay (card resolved − condition over, `clear_after` included), the episodes missed entirely (all,
 * and those whose condition held at least 60 s: the misses a supervisor cares about), the requests of alerts and
 * commands, and the commands delayed by alerts. Then the targets of the busy day, variants of the planner's
 * tuning (`PLAN_TUNING`) and of the profile's learning, and a summary of the busy day.
 *
 * What is modelled and what is not (see support/ for each piece):
 *  - traffic: the autopilot's step on the simulator's own state (support/office-sim.ts), the rate following an
 *    office day (support/office-day.ts), operators on a shift; one simulated Tuesday per scenario and size;
 *  - an episode is a stretch of seconds during which a rule's condition held on a queue, stretches less than
 *    `clear_after` apart merged (a card rightly spans them); missed: no read saw it while it held;
 *  - requests are instantaneous and jobs run exactly when due (no latency, no Slack posting time): the delays
 *    are those of the policies alone;
 *  - the new policy learns its profile from the previous days as the bot does (`history-walk.ts`: every page of
 *    `GET /v1/calls/in/{date}` of whole days, newest first, within the request cap, on the alerts' share) and
 *    its share from the commands of the 7 days before and of today so far, at every run as the poll job
 *    takes it (`alertShareFor` with the day left by the profile); "uniform" is an account without history
 *    (the same share, the day left by the clock);
 *  - a command refused a token waits for its turn and is counted as delayed, and as delayed by alerts when
 *    background grants held the tokens it lacked.
 *
 * Run: `pnpm exec tsx bench/alert-day.ts` (no Redis, no server: everything is in memory). Asserts nothing.
 * `BENCH_VARIANTS=0` skips the variants, `BENCH_VARIANTS=share,profile` runs only those whose name has one of
 * the words; `BENCH_SCENARIOS=busy` runs only that scenario; `BENCH_SEED=<n>` simulates other days;
 * `BENCH_DAYS=4` adds the busy day's summary pooled over 4 simulated days (seeds 1…4; one day is noisy).
 */

import type { QueueLive } from '@centralino/schemas';
import { isWithinHours, localClock } from '../packages/bot/src/core/schedule/business-hours.js';
import { buildProfile, type TrafficProfile } from '../packages/bot/src/core/schedule/traffic-profile.js';
import type { AlertRule } from '../packages/bot/src/feeds/alerts/alert-rule.schema.js';
import { alertShareFor } from '../packages/bot/src/feeds/alerts/alert-share.js';
import { cardKey, evaluateRule, measure } from '../packages/bot/src/feeds/alerts/evaluate-rule.js';
import { DEFAULT_BUDGET_CONFIG } from '../packages/bot/src/pbx/limiter/budget-config.js';
import { seedFrom } from '../packages/server/src/demo/seeded-random.js';
import {
  type AlertAgent,
  EvenSpreadAgent,
  type LiveSource,
  ReadPlanAgent,
  type ReadPolicyOptions,
  shortcutChecks,
} from './support/alert-agents.js';
import {
  alerts,
  DAY_SECONDS,
  DAY_START,
  HISTORY_DAYS,
  type History,
  history,
  KIND_LABEL,
  KINDS,
  type Kind,
  limitsWith,
  OFFICE_HOURS,
  rulesFor,
  settings,
  shareToday,
  TIME_ZONE,
} from './support/alert-setup.js';
import { BudgetModel } from './support/budget-model.js';
import { type Command, commandDay } from './support/command-load.js';
import { type EpisodeOutcome, extractEpisodes, scoreEpisodes } from './support/episodes.js';
import { percentile } from './support/latency-stats.js';
import { type DayScenario, scenarios } from './support/office-day.js';
import { OfficeSimulator } from './support/office-sim.js';

const QUEUE_COUNTS = [1, 3, 10] as const;
/** A predicted read comes this long after the crossing. */
const MARGIN_MS = 1000;
const RUN_VARIANTS = process.env.BENCH_VARIANTS !== '0';
/** `BENCH_VARIANTS=share,profile`: only the variants whose name contains one of these words. */
const VARIANT_WORDS = process.env.BENCH_VARIANTS?.split(',').filter((w) => w !== '1' && w !== '');
/** Other days of the same scenarios: `BENCH_SEED=2` (one day is noisy; compare a few). */
const SEED_SUFFIX = process.env.BENCH_SEED ? ` ${process.env.BENCH_SEED}` : '';
/** `BENCH_DAYS=4`: the busy day's summary pooled over this many simulated days (seeds 1…n; one day is noisy). */
const POOLED_DAYS = Math.max(Number(process.env.BENCH_DAYS ?? 1) || 1, 1);

interface AgentSpec {
  name: string;
  /** Which rules it runs with (default: both). */
  modes?: readonly ('allDay' | 'hours')[];
  make: (rules: AlertRule[], exchange: LiveSource, commands: readonly Command[]) => AlertAgent;
}

interface DayResult {
  stats: OfficeSimulator['stats'];
  episodes: Record<'allDay' | 'hours', Record<Kind, number>>;
  results: Map<string, AgentResult>;
  share: number;
  commands: number;
  profileCalls: number;
  profileDays: number;
  profileRequests: number;
}

interface AgentResult {
  hours: 'allDay' | 'hours';
  name: string;
  byKind: Record<Kind, EpisodeOutcome[]>;
  agent: AlertAgent;
}

/** Mismatches between the measures from the state and from the API view at a read (expected 0). */
let viewMismatches = 0;

function simulateDay(
  scenario: DayScenario,
  queues: number,
  specs: (h: History, share: number) => AgentSpec[],
  seedSuffix = SEED_SUFFIX,
): DayResult {
  const seed = seedFrom(`alert-day ${scenario.name} ${queues}${seedSuffix}`);
  const past = history(scenario, queues, seed);
  const share = alertShareFor(
    past.commandDays,
    DEFAULT_BUDGET_CONFIG.perDay,
    DEFAULT_BUDGET_CONFIG.backgroundDayShare,
  ).share;
  const sim = new OfficeSimulator({ queues, scenario, seed, dayStart: DAY_START });
  const commands = commandDay(seed + 1000);
  // agents reading at the same instant (a user's command, the first read) get the same answer
  let cached: { at: number; view: QueueLive[] } | undefined;
  const exchange: LiveSource = {
    live(nowMs) {
      if (cached?.at === nowMs) return cached.view;
      const view = sim.live(nowMs);
      cached = { at: nowMs, view };
      view.forEach((q, i) => {
        const direct = sim.measures(i, nowMs);
        const viewed = measure(q);
        if (
          direct.waiting !== viewed.waiting ||
          direct.longestWaitSeconds !== viewed.longestWaitSeconds ||
          direct.answering !== viewed.answering
        )
          viewMismatches++;
      });
      return view;
    },
  };
  const modes = [
    { key: 'allDay' as const, rules: rulesFor(undefined) },
    { key: 'hours' as const, rules: rulesFor(OFFICE_HOURS) },
  ];
  const agents = modes.flatMap((mode) =>
    specs(past, share)
      .filter((spec) => spec.modes?.includes(mode.key) ?? true)
      .map((spec) => ({ mode: mode.key, name: spec.name, agent: spec.make(mode.rules, exchange, commands) })),
  );
  // the truth, every second, per rule and queue (the all-day rules; the hours mask them below)
  const rules = rulesFor(undefined);
  const truth = rules.map(() => Array.from({ length: queues }, () => new Uint8Array(DAY_SECONDS)));
  for (let s = 0; s < DAY_SECONDS; s++) {
    const now = DAY_START + s * 1000;
    sim.tick(now);
    for (let q = 0; q < queues; q++) {
      const m = sim.measures(q, now);
      for (let r = 0; r < rules.length; r++)
        if (evaluateRule(rules[r]!, m).level !== null) truth[r]![q]![s] = 1;
    }
    for (const { agent } of agents) agent.runUntil((s + 1) * 1000);
  }

  const inHours = new Uint8Array(DAY_SECONDS);
  for (let s = 0; s < DAY_SECONDS; s += 60) {
    const open = isWithinHours(OFFICE_HOURS, localClock(DAY_START + s * 1000, TIME_ZONE)) ? 1 : 0;
    inHours.fill(open, s, s + 60);
  }
  const closing = inHours.lastIndexOf(1) + 1;
  const episodes = { allDay: zeroKinds(), hours: zeroKinds() };
  const results = new Map<string, AgentResult>();
  for (const { mode, name, agent } of agents) {
    const byKind = { waiting: [], wait: [], noAgents: [] } as Record<Kind, EpisodeOutcome[]>;
    KINDS.forEach((kind, r) => {
      const rule = rules[r]!;
      for (let q = 0; q < queues; q++) {
        let table = truth[r]![q]!;
        if (mode === 'hours') table = table.map((v, s) => v & inHours[s]!);
        const list = extractEpisodes(table, alerts.clear_after_ms / 1000);
        const key = cardKey(rule.channel, sim.queueNames[q]!);
        const outcomes = scoreEpisodes(
          list,
          agent.observed.get(key) ?? [],
          agent.resolved.get(key) ?? [],
          mode === 'hours' ? closing : DAY_SECONDS,
        );
        byKind[kind].push(...outcomes);
      }
      episodes[mode][kind] = byKind[kind].length;
    });
    results.set(`${mode}:${name}`, { hours: mode, name, byKind, agent });
  }
  return {
    stats: sim.stats,
    episodes,
    results,
    share,
    commands: commands.length,
    profileCalls: past.profile?.calls ?? 0,
    profileDays: past.days,
    profileRequests: past.requests,
  };
}

function zeroKinds(): Record<Kind, number> {
  return { waiting: 0, wait: 0, noAgents: 0 };
}

// ---- the policies -----------------------------------------------------------------------------------------

const OLD = 'even (today)';
const NEW = 'new · history';
const UNIFORM = 'new · uniform';
/** The planner as it was with a share fixed at the day's start and a profile of arrivals alone. */
const PLANNER_BEFORE = 'planner before';

function mainSpecs(h: History, share: number): AgentSpec[] {
  const newPolicy = (name: string, options: ReadPolicyOptions): AgentSpec => ({
    name,
    make: (rules, exchange, commands) =>
      new ReadPlanAgent(
        name,
        rules,
        new BudgetModel(limitsWith(share)),
        settings,
        exchange,
        commands,
        options,
      ),
  });
  return [
    {
      name: OLD,
      make: (rules, exchange, commands) =>
        new EvenSpreadAgent(
          OLD,
          rules,
          new BudgetModel(limitsWith(DEFAULT_BUDGET_CONFIG.backgroundDayShare)),
          settings,
          exchange,
          commands,
        ),
    },
    newPolicy(NEW, {
      profile: h.profile,
      learningReads: h.requests,
      marginMs: MARGIN_MS,
      shareToday: shareToday(h),
    }),
    newPolicy(UNIFORM, {
      profile: undefined,
      learningReads: HISTORY_DAYS,
      marginMs: MARGIN_MS,
      shareToday: shareToday(h),
    }),
    newPolicy(PLANNER_BEFORE, { profile: h.arrivalsProfile, learningReads: h.requests, marginMs: MARGIN_MS }),
  ];
}

const ALL_VARIANTS: {
  name: string;
  options: Partial<ReadPolicyOptions>;
  share?: number;
  maxMs?: number;
  /**
   * Another profile: from every call of the 7 days, from the first page of each day (the learning before), or
   * from arrivals alone (unanswered calls not weighed more: the learning before).
   */
  profile?: 'full' | 'firstPage' | 'arrivals';
  /** Floor the profile's weights at this share of the mean (the planner's `PROFILE_FLOOR` is 0.2). */
  floor?: number;
  /** Raise the profile's weights to this power (0.5: reads follow the square root of the traffic). */
  power?: number;
  /** The share stays the day's start one (or `share`) all day instead of following the day. */
  fixedShare?: boolean;
  /** The profile learnt with another weight of unanswered calls (`UNANSWERED_WEIGHT`). */
  unansweredWeight?: number;
}[] = [
  { name: "share fixed at the day's start (before)", options: {}, fixedShare: true },
  { name: 'share 0.8 all day', options: {}, share: 0.8, fixedShare: true },
  { name: 'profile ^0.5', options: {}, power: 0.5 },
  { name: 'profile: first pages (before)', options: {}, profile: 'firstPage' },
  { name: 'profile: every call of 7 days', options: {}, profile: 'full' },
  { name: 'profile: arrivals only (before)', options: {}, profile: 'arrivals' },
  { name: 'profile: unanswered × 8', options: {}, unansweredWeight: 8 },
  { name: 'profile: unanswered × 16', options: {}, unansweredWeight: 16 },
  {
    name: 'before: spread 0.5, gaps 0',
    options: { tuning: { busySpread: 0.5, crossingGap: 0, resolutionGap: 0 } },
  },
  { name: 'busySpread 0.5', options: { tuning: { busySpread: 0.5 } } },
  { name: 'busySpread 1.5', options: { tuning: { busySpread: 1.5 } } },
  { name: 'crossingGap 0.15', options: { tuning: { crossingGap: 0.15 } } },
  { name: 'crossingGap 0.35', options: { tuning: { crossingGap: 0.35 } } },
  { name: 'resolutionGap 0.25', options: { tuning: { resolutionGap: 0.25 } } },
  { name: 'resolutionGap 0.35', options: { tuning: { resolutionGap: 0.35 } } },
  {
    name: 'resolutionGap 0.25 crossingGap 0.2',
    options: { tuning: { resolutionGap: 0.25, crossingGap: 0.2 } },
  },
  { name: 'resolutionGap 0.75', options: { tuning: { resolutionGap: 0.75 } } },
  { name: 'no resolution reads', options: { noResolutionReads: true } },
  { name: 'calmShare 0.8', options: { tuning: { calmShare: 0.8 } } },
  { name: 'profile floor 0.5', options: {}, floor: 0.5 },
  { name: 'max calm 300 s', options: {}, maxMs: 300_000 },
  { name: 'max calm 180 s', options: {}, maxMs: 180_000 },
];
const VARIANTS = ALL_VARIANTS.filter(
  (v) => !VARIANT_WORDS?.length || VARIANT_WORDS.some((w) => v.name.includes(w)),
);

/** A profile whose weights are raised to `power` and floored at `floor` of the mean, normalised to mean 1. */
function floored(
  profile: TrafficProfile | undefined,
  floor: number | undefined,
  power = 1,
): TrafficProfile | undefined {
  if (!profile || (floor === undefined && power === 1)) return profile;
  const raised = profile.weights.map((w) => Math.max(w ** power, floor ?? 0));
  const mean = raised.reduce((a, b) => a + b, 0) / raised.length;
  return { ...profile, weights: raised.map((w) => w / mean) };
}

/** The main policies, and on the busy day the variants (all-day rules only). */
function specsFor(scenario: DayScenario) {
  return (h: History, share: number): AgentSpec[] =>
    scenario.name === 'busy' && RUN_VARIANTS
      ? [...mainSpecs(h, share), ...variantSpecs(h, share)]
      : mainSpecs(h, share);
}

function variantSpecs(h: History, share: number): AgentSpec[] {
  return [
    ...VARIANTS.map(
      (v): AgentSpec => ({
        name: v.name,
        make: (rules, exchange, commands) =>
          new ReadPlanAgent(
            v.name,
            rules,
            new BudgetModel(limitsWith(v.share ?? share)),
            v.maxMs ? { ...settings, maxMs: v.maxMs } : settings,
            exchange,
            commands,
            {
              profile: floored(
                v.profile === 'full'
                  ? h.fullProfile
                  : v.profile === 'firstPage'
                    ? h.firstPageProfile
                    : v.profile === 'arrivals'
                      ? h.arrivalsProfile
                      : v.unansweredWeight !== undefined
                        ? buildProfile(h.learnt, h.days, v.unansweredWeight)
                        : h.profile,
                v.floor,
                v.power,
              ),
              learningReads: v.profile === 'firstPage' ? HISTORY_DAYS : h.requests,
              marginMs: MARGIN_MS,
              ...(v.fixedShare ? {} : { shareToday: shareToday(h) }),
              ...v.options,
            },
          ),
      }),
    ),
  ];
}

// ---- printing ---------------------------------------------------------------------------------------------

const sec = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(ms < 10_000 ? 1 : 0) : '—');

function delays(outcomes: readonly EpisodeOutcome[], pick: (o: EpisodeOutcome) => number | undefined) {
  return outcomes
    .map(pick)
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b);
}

interface Figures {
  first: Record<Kind, number[]>;
  resolution: Record<Kind, number[]>;
  allResolution: number[];
  missed: Record<Kind, number>;
  total: Record<Kind, number>;
  /** Episodes whose condition held at least {@link LONG_EPISODE_MS}: missed, and in all. */
  longMissed: Record<Kind, number>;
  longTotal: Record<Kind, number>;
}

/** An episode this long is one a supervisor cares about: missing it is a real miss. */
const LONG_EPISODE_MS = 60_000;

function figures(result: Pick<AgentResult, 'byKind'>): Figures {
  const f: Figures = {
    first: { waiting: [], wait: [], noAgents: [] },
    resolution: { waiting: [], wait: [], noAgents: [] },
    allResolution: [],
    missed: zeroKinds(),
    total: zeroKinds(),
    longMissed: zeroKinds(),
    longTotal: zeroKinds(),
  };
  for (const kind of KINDS) {
    const o = result.byKind[kind];
    f.first[kind] = delays(o, (x) => x.firstCardMs);
    f.resolution[kind] = delays(o, (x) => x.resolutionMs);
    f.missed[kind] = o.filter((x) => x.missed).length;
    f.total[kind] = o.length;
    const long = o.filter((x) => x.durationMs >= LONG_EPISODE_MS);
    f.longMissed[kind] = long.filter((x) => x.missed).length;
    f.longTotal[kind] = long.length;
  }
  f.allResolution = KINDS.flatMap((k) => f.resolution[k]).sort((a, b) => a - b);
  return f;
}

const p = (list: readonly number[], q: number) => percentile(list, q);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

function policyTable(day: DayResult, mode: 'allDay' | 'hours', names: readonly string[]): string {
  const results = names.map((n) => day.results.get(`${mode}:${n}`)!);
  const figs = results.map(figures);
  const rows: string[][] = [];
  for (const kind of KINDS) {
    rows.push([
      `first card ${KIND_LABEL[kind]} p50/p90/p99/max s`,
      ...figs.map((f) => {
        const l = f.first[kind];
        return `${sec(p(l, 50))}/${sec(p(l, 90))}/${sec(p(l, 99))}/${sec(l.at(-1) ?? Number.NaN)}`;
      }),
    ]);
  }
  for (const kind of KINDS) {
    rows.push([
      `resolution ${KIND_LABEL[kind]} p50/p90 s`,
      ...figs.map((f) => `${sec(p(f.resolution[kind], 50))}/${sec(p(f.resolution[kind], 90))}`),
    ]);
  }
  rows.push([
    'missed waiting/wait/nobody (of episodes)',
    ...figs.map(
      (f) =>
        `${f.missed.waiting}/${f.missed.wait}/${f.missed.noAgents} (${f.total.waiting}/${f.total.wait}/${f.total.noAgents})`,
    ),
  ]);
  rows.push([
    'missed ≥60 s waiting/wait/nobody (of episodes)',
    ...figs.map(
      (f) =>
        `${f.longMissed.waiting}/${f.longMissed.wait}/${f.longMissed.noAgents} (${f.longTotal.waiting}/${f.longTotal.wait}/${f.longTotal.noAgents})`,
    ),
  ]);
  rows.push([
    'requests: alerts (share) / commands',
    ...results.map(
      (r) => `${r.agent.tally.alertReads} (${backgroundLimitOf(r)}) / ${r.agent.tally.commandRequests}`,
    ),
  ]);
  rows.push([
    'commands free from a sample / delayed / by alerts',
    ...results.map(
      (r) =>
        `${r.agent.tally.commandsFromCache} / ${r.agent.tally.commandsDelayed} / ${r.agent.tally.commandsDelayedByAlerts}`,
    ),
  ]);
  return table(['', ...names], rows);
}

function backgroundLimitOf(r: AgentResult): number {
  return r.agent.budget.backgroundLimit;
}

interface Target {
  label: string;
  value: (f: Figures, r: AgentResult, old: Figures) => string;
  met: (f: Figures, r: AgentResult, old: Figures) => boolean;
}

const missedTotal = (f: Figures) => f.missed.waiting + f.missed.wait + f.missed.noAgents;
const longMissedTotal = (f: Figures) => f.longMissed.waiting + f.longMissed.wait + f.longMissed.noAgents;
const longTotal = (f: Figures) => f.longTotal.waiting + f.longTotal.wait + f.longTotal.noAgents;

const TARGETS: Target[] = [
  {
    label: 'wait≥S p50 ≤ 5 s',
    value: (f) => sec(p(f.first.wait, 50)),
    met: (f) => p(f.first.wait, 50) <= 5000,
  },
  {
    label: 'wait≥S p90 ≤ 20 s',
    value: (f) => sec(p(f.first.wait, 90)),
    met: (f) => p(f.first.wait, 90) <= 20_000,
  },
  {
    label: 'waiting≥N p50 ≤ 30 s',
    value: (f) => sec(p(f.first.waiting, 50)),
    met: (f) => p(f.first.waiting, 50) <= 30_000,
  },
  {
    label: 'nobody free p50 ≤ 30 s',
    value: (f) => sec(p(f.first.noAgents, 50)),
    met: (f) => p(f.first.noAgents, 50) <= 30_000,
  },
  {
    label: 'resolution p50 ≤ 60 s',
    value: (f) => sec(p(f.allResolution, 50)),
    met: (f) => p(f.allResolution, 50) <= 60_000,
  },
  {
    label: 'missed ≤ ½ of today',
    value: (f) => String(missedTotal(f)),
    met: (f, _r, old) => missedTotal(f) <= missedTotal(old) / 2,
  },
  {
    label: 'missed ≥60 s ≤ today',
    value: (f) => `${longMissedTotal(f)}/${longTotal(f)}`,
    met: (f, _r, old) => longMissedTotal(f) <= longMissedTotal(old),
  },
  {
    label: 'alerts within share',
    value: (_f, r) => `${r.agent.tally.alertReads}/${backgroundLimitOf(r)}`,
    met: (_f, r) => r.agent.tally.alertReads <= backgroundLimitOf(r),
  },
  {
    label: '0 commands delayed by alerts',
    value: (_f, r) => String(r.agent.tally.commandsDelayedByAlerts),
    met: (_f, r) => r.agent.tally.commandsDelayedByAlerts === 0,
  },
];

function targetRows(day: DayResult, queues: number, name: string): string[][] {
  const old = day.results.get(`allDay:${OLD}`)!;
  const mine = day.results.get(`allDay:${name}`)!;
  const fo = figures(old);
  const fm = figures(mine);
  return TARGETS.map((t) => [
    `${queues} queue${queues > 1 ? 's' : ''} · ${t.label}`,
    t.value(fo, old, fo),
    t.value(fm, mine, fo),
    t.met(fm, mine, fo) ? 'met' : 'NOT MET',
  ]);
}

const SUMMARY_HEADER = [
  '',
  'wait≥S p50/p90',
  'waiting p50',
  'nobody p50',
  'resol. p50',
  'missed all/≥60 s',
  'alerts/share',
  'cmd delayed',
];

/** One row of a summary: a policy's figures, its alert reads against its share, commands it delayed. */
function summaryRow(
  mode: 'allDay' | 'hours',
  queues: number,
  name: string,
  f: Figures,
  use: { reads: number; limit: number; delayed: number },
): string[] {
  return [
    `${mode === 'allDay' ? 'all day' : '08:30–18:30'} · ${queues} queue${queues > 1 ? 's' : ''} · ${name}`,
    `${sec(p(f.first.wait, 50))}/${sec(p(f.first.wait, 90))}`,
    sec(p(f.first.waiting, 50)),
    sec(p(f.first.noAgents, 50)),
    sec(p(f.allResolution, 50)),
    `${missedTotal(f)}/${longMissedTotal(f)} (${KINDS.reduce((a, k) => a + f.total[k], 0)}/${longTotal(f)})`,
    `${use.reads}/${use.limit}`,
    String(use.delayed),
  ];
}

// ---- run --------------------------------------------------------------------------------------------------

const started = performance.now();
const busyDays = new Map<number, DayResult>();
/** Only some scenarios: `BENCH_SCENARIOS=busy` (the targets and the variants need the busy day). */
const ONLY = process.env.BENCH_SCENARIOS?.split(',');
for (const scenario of scenarios.filter((s) => !ONLY || ONLY.includes(s.name))) {
  for (const queues of QUEUE_COUNTS) {
    const day = simulateDay(scenario, queues, specsFor(scenario));
    if (scenario.name === 'busy') busyDays.set(queues, day);
    const s = day.stats;
    for (const mode of ['allDay', 'hours'] as const) {
      const e = day.episodes[mode];
      console.log(
        `\n== ${scenario.label} · ${queues} queue${queues > 1 ? 's' : ''} · ${mode === 'allDay' ? 'all-day rules' : 'rules Mon–Fri 08:30–18:30'}` +
          ` — calls ${s.arrived} (answered ${s.answered}, abandoned ${s.abandoned}, rejected ${s.rejected}); ` +
          `episodes waiting≥2 ${e.waiting}, wait≥60 ${e.wait}, nobody free ${e.noAgents}; commands ${day.commands}; ` +
          `new policy's share ${day.share} at the day's start, ${(day.results.get(`${mode}:${NEW}`)!.agent.budget.limits.backgroundDayShare).toFixed(2)} at its end; profile from ${day.profileCalls} calls of ${day.profileDays} days (${day.profileRequests} requests)`,
      );
      console.log(policyTable(day, mode, [OLD, NEW, UNIFORM]));
    }
  }
}

console.log('\n== alert targets, busy day, all-day rules: today vs new · history');
const targetTable: string[][] = [];
for (const queues of QUEUE_COUNTS) targetTable.push(...targetRows(busyDays.get(queues)!, queues, NEW));
console.log(table(['target', OLD, NEW, 'new'], targetTable));

const SPANS = [
  { label: '<15 s', max: 15_000 },
  { label: '15–60 s', max: 60_000 },
  { label: '≥60 s', max: Number.POSITIVE_INFINITY },
];
console.log('\n== busy day, all-day rules: missed episodes by how long the condition held (missed/episodes)');
const spanRows: string[][] = [];
for (const queues of QUEUE_COUNTS) {
  const day = busyDays.get(queues)!;
  for (const name of [OLD, NEW, UNIFORM]) {
    const r = day.results.get(`allDay:${name}`)!;
    const all = KINDS.flatMap((k) => r.byKind[k]);
    let min = 0;
    const cells = SPANS.map((span) => {
      const inSpan = all.filter((o) => o.durationMs >= min && o.durationMs < span.max);
      min = span.max;
      return `${inSpan.filter((o) => o.missed).length}/${inSpan.length}`;
    });
    spanRows.push([`${queues} queue${queues > 1 ? 's' : ''} · ${name}`, ...cells]);
  }
}
console.log(table(['', ...SPANS.map((s) => s.label)], spanRows));

console.log(
  '\n== busy day, all-day rules: wait≥S first card p50/p90 s (episodes, missed) in the office (08:00–19:00) and outside it',
);
const periodRows: string[][] = [];
for (const queues of QUEUE_COUNTS) {
  const day = busyDays.get(queues)!;
  for (const name of [OLD, NEW, UNIFORM]) {
    const r = day.results.get(`allDay:${name}`)!;
    const cells = [true, false].map((office) => {
      const list = r.byKind.wait.filter(
        (o) => (o.startMs >= 8 * 3_600_000 && o.startMs < 19 * 3_600_000) === office,
      );
      const d = delays(list, (x) => x.firstCardMs);
      return `${sec(p(d, 50))}/${sec(p(d, 90))} (${list.length}, ${list.filter((o) => o.missed).length})`;
    });
    periodRows.push([`${queues} queue${queues > 1 ? 's' : ''} · ${name}`, ...cells]);
  }
}
console.log(table(['', 'office', 'outside'], periodRows));

console.log('\n== busy day, all-day rules: alert reads per hour of the day (00 … 23)');
const hourRows: string[][] = [];
for (const queues of QUEUE_COUNTS) {
  const day = busyDays.get(queues)!;
  for (const name of [OLD, NEW, UNIFORM]) {
    const perHour = new Array<number>(24).fill(0);
    for (const read of day.results.get(`allDay:${name}`)!.agent.tally.log)
      perHour[Math.floor(read.t / 3_600_000)]! += 1;
    hourRows.push([`${queues} queue${queues > 1 ? 's' : ''} · ${name}`, perHour.join(' ')]);
  }
}
console.log(table(['', 'reads'], hourRows));

if (RUN_VARIANTS) {
  const names = [OLD, NEW, ...VARIANTS.map((v) => v.name)];
  for (const [mode, queues] of (['allDay', 'hours'] as const).flatMap((m) =>
    QUEUE_COUNTS.map((q) => [m, q] as const),
  )) {
    const day = busyDays.get(queues)!;
    const rows = names.map((name) => {
      const r = day.results.get(`${mode}:${name}`)!;
      const f = figures(r);
      return [
        name,
        `${sec(p(f.first.wait, 50))}/${sec(p(f.first.wait, 90))}`,
        sec(p(f.first.waiting, 50)),
        sec(p(f.first.noAgents, 50)),
        sec(p(f.allResolution, 50)),
        String(missedTotal(f)),
        String(longMissedTotal(f)),
        `${r.agent.tally.alertReads}/${backgroundLimitOf(r)}`,
        String(r.agent.tally.commandsDelayedByAlerts),
      ];
    });
    console.log(
      `\n== variants of the planner, busy day, ${mode === 'allDay' ? 'all-day rules' : 'rules 08:30–18:30'}, ` +
        `${queues} queue${queues > 1 ? 's' : ''}`,
    );
    console.log(
      table(
        [
          'policy',
          'wait≥S p50/p90',
          'waiting p50',
          'nobody p50',
          'resol. p50',
          'missed',
          'missed ≥60 s',
          'alerts/share',
          'cmd delayed',
        ],
        rows,
      ),
    );
  }
}

console.log('\n== summary, busy day: today vs new · history (missed: all / lasting ≥60 s, of episodes)');
const summaryRows: string[][] = [];
for (const mode of ['allDay', 'hours'] as const) {
  for (const queues of QUEUE_COUNTS) {
    const day = busyDays.get(queues)!;
    for (const name of [OLD, NEW]) {
      const r = day.results.get(`${mode}:${name}`)!;
      const f = figures(r);
      summaryRows.push(
        summaryRow(mode, queues, name, f, {
          reads: r.agent.tally.alertReads,
          limit: backgroundLimitOf(r),
          delayed: r.agent.tally.commandsDelayedByAlerts,
        }),
      );
    }
  }
}
console.log(table(SUMMARY_HEADER, summaryRows));

if (POOLED_DAYS > 1) {
  const busy = scenarios.find((sc) => sc.name === 'busy')!;
  const pooled = new Map<
    string,
    { byKind: Record<Kind, EpisodeOutcome[]>; reads: number; limit: number; delayed: number }
  >();
  for (let d = 1; d <= POOLED_DAYS; d++) {
    for (const queues of QUEUE_COUNTS) {
      const day =
        d === 1 && SEED_SUFFIX === '' && busyDays.has(queues)
          ? busyDays.get(queues)!
          : simulateDay(busy, queues, mainSpecs, d === 1 ? '' : ` ${d}`);
      for (const mode of ['allDay', 'hours'] as const) {
        for (const name of [OLD, PLANNER_BEFORE, NEW, UNIFORM]) {
          const r = day.results.get(`${mode}:${name}`)!;
          const key = `${mode}:${queues}:${name}`;
          const into = pooled.get(key) ?? {
            byKind: { waiting: [], wait: [], noAgents: [] },
            reads: 0,
            limit: 0,
            delayed: 0,
          };
          for (const kind of KINDS) into.byKind[kind].push(...r.byKind[kind]);
          into.reads += r.agent.tally.alertReads;
          into.limit += backgroundLimitOf(r);
          into.delayed += r.agent.tally.commandsDelayedByAlerts;
          pooled.set(key, into);
        }
      }
    }
  }
  console.log(
    `\n== busy day pooled over ${POOLED_DAYS} simulated days (seeds 1…${POOLED_DAYS}): today, the planner before (share fixed at the day's start, profile of arrivals), new (missed: all / lasting ≥60 s, of episodes)`,
  );
  const rows: string[][] = [];
  for (const mode of ['allDay', 'hours'] as const) {
    for (const queues of QUEUE_COUNTS) {
      for (const name of [OLD, PLANNER_BEFORE, NEW, UNIFORM]) {
        const r = pooled.get(`${mode}:${queues}:${name}`)!;
        rows.push(summaryRow(mode, queues, name, figures(r), r));
      }
    }
  }
  console.log(table(SUMMARY_HEADER, rows));
}

console.log(
  `\n(self-checks: measures from the state vs the API view ${viewMismatches}, weighted time table vs ` +
    `weightedActiveMsLeft ${shortcutChecks.weightedTableMismatches}; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
