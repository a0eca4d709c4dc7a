/**
 * The setting of the days of `alert-day.ts` and `missed-day.ts`: the simulated Tuesday, the bot's alert settings
 * and the limiter's limits, the alert rules of each kind, and the seven days before (the traffic profile the
 * alerts learn from them, as the bot learns it, and the commands the share is taken from).
 */

import {
  buildProfile,
  type HistoryCall,
  type TrafficProfile,
} from '../../packages/bot/src/core/schedule/traffic-profile.js';
import { DEFAULT_ALERTS_CONFIG } from '../../packages/bot/src/feeds/alerts/alert-config.schema.js';
import type {
  AlertRule,
  BusinessHours,
  Thresholds,
} from '../../packages/bot/src/feeds/alerts/alert-rule.schema.js';
import { alertShareFor } from '../../packages/bot/src/feeds/alerts/alert-share.js';
import {
  historyPageRead,
  nextHistoryRead,
  startHistoryWalk,
} from '../../packages/bot/src/feeds/alerts/history-walk.js';
import { HISTORY_LIMITS, HISTORY_PAGE_SIZE } from '../../packages/bot/src/feeds/alerts/traffic-history.js';
import { DEFAULT_BUDGET_CONFIG } from '../../packages/bot/src/pbx/limiter/budget-config.js';
import type { AgentSettings } from './alert-agents.js';
import type { BudgetLimits } from './budget-model.js';
import { commandDay } from './command-load.js';
import type { DayScenario } from './office-day.js';
import { OfficeSimulator } from './office-sim.js';

export const TIME_ZONE = 'Europe/Rome';
/** Tuesday 11 March 2025 in Rome (UTC+1 all day, no clock change): its local midnight. */
export const DAY_START = Date.UTC(2025, 2, 10, 23);
export const DAY_SECONDS = 86_400;

/** Days of history the share learns from (and the profile at most: `HISTORY_LIMITS`). */
export const HISTORY_DAYS = HISTORY_LIMITS.days;

export const alerts = DEFAULT_ALERTS_CONFIG;
export const settings: AgentSettings = {
  timeZone: TIME_ZONE,
  dayStart: DAY_START,
  baseMs: alerts.base_interval_ms,
  maxMs: alerts.max_interval_ms,
  clearAfterMs: alerts.clear_after_ms,
};
export const limitsWith = (share: number): BudgetLimits => ({
  perMinute: DEFAULT_BUDGET_CONFIG.perMinute,
  perDay: DEFAULT_BUDGET_CONFIG.perDay,
  // the limiter's defaults: window_ms 60 000 + guard_ms 1000
  windowMs: 61_000,
  commandReserve: DEFAULT_BUDGET_CONFIG.commandReserveMinute,
  backgroundDayShare: share,
});

// ---- rules ------------------------------------------------------------------------------------------------

export type Kind = 'waiting' | 'wait' | 'noAgents';
export const KINDS: readonly Kind[] = ['waiting', 'wait', 'noAgents'];
export const KIND_LABEL: Record<Kind, string> = {
  waiting: 'waiting≥N',
  wait: 'wait≥S',
  noAgents: 'nobody free',
};
export const OFFICE_HOURS: BusinessHours = { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:30' };

/** One rule per kind, each in its own channel (so each has its own card per queue), watching every queue. */
export function rulesFor(hours: BusinessHours | undefined): AlertRule[] {
  const rule = (kind: Kind, warning: Thresholds | undefined, critical: Thresholds): AlertRule => ({
    id: `bench-${kind.toLowerCase()}`,
    accountId: 'main',
    channel: `C${kind.toUpperCase()}`,
    source: 'config',
    queue: '*',
    ...(warning ? { warning } : {}),
    critical,
    mention: [],
    ...(hours ? { hours } : {}),
  });
  return [
    rule('waiting', { waiting: 2 }, { waiting: 4 }),
    rule('wait', { waitSeconds: 60 }, { waitSeconds: 180 }),
    rule('noAgents', undefined, { noAgents: true }),
  ];
}

// ---- one day ----------------------------------------------------------------------------------------------

const pad = (n: number) => String(n).padStart(2, '0');

/** A call's `calldate` as the API gives it (local time). */
export function calldate(epochMs: number, dayIndex: number): string {
  const seconds = Math.floor((epochMs - DAY_START) / 1000) + dayIndex * DAY_SECONDS;
  const day = new Date(Date.UTC(2025, 2, 11 - dayIndex));
  const s = ((seconds % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS;
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())} ${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}

export interface History {
  /** As the bot learns it (`history-walk.ts`: every page of whole days, newest first, within the cap). */
  profile: TrafficProfile | undefined;
  /** The same calls, each counting 1 whether answered or not (the learning before). */
  arrivalsProfile: TrafficProfile | undefined;
  /** The calls the bot's profile is learnt from. */
  learnt: HistoryCall[];
  /** Requests the bot's learning takes (background, at the day's start). */
  requests: number;
  /** Days the bot's profile comes from. */
  days: number;
  /** From the first page of each day only (the newest 500 calls: the learning before), and from every call. */
  firstPageProfile: TrafficProfile | undefined;
  fullProfile: TrafficProfile | undefined;
  calls: number;
  commandDays: number[];
}

/** The seven days before: their inbound calls (read as the bot reads them, newest first) and commands. */
export function history(scenario: DayScenario, queues: number, seed: number): History {
  const firstPages: HistoryCall[] = [];
  const every: HistoryCall[] = [];
  const byDay: HistoryCall[][] = [];
  const commandDays: number[] = [];
  let calls = 0;
  for (let back = 1; back <= HISTORY_DAYS; back++) {
    const sim = new OfficeSimulator({ queues, scenario, seed: seed + back, dayStart: DAY_START });
    for (let s = 0; s < DAY_SECONDS; s++) sim.tick(DAY_START + s * 1000);
    const newestFirst = [...sim.recordedCalls]
      .sort((a, b) => b.at - a.at)
      .map((call) => ({
        calldate: calldate(call.at - back * DAY_SECONDS * 1000, back),
        answered: call.answered,
      }));
    byDay.push(newestFirst);
    firstPages.push(...newestFirst.slice(0, HISTORY_PAGE_SIZE));
    every.push(...newestFirst);
    calls += sim.recordedCalls.length;
    commandDays.push(commandDay(seed + 1000 + back).length);
  }
  // the bot's walk over the pages of `GET /v1/calls/in/{date}`
  const learnt: HistoryCall[] = [];
  let kept: HistoryCall[] = [];
  let walk = startHistoryWalk(HISTORY_LIMITS);
  for (let read = nextHistoryRead(walk); read; read = nextHistoryRead(walk)) {
    const day = byDay[read.back - 1] ?? [];
    kept.push(...day.slice((read.page - 1) * HISTORY_PAGE_SIZE, read.page * HISTORY_PAGE_SIZE));
    const step = historyPageRead(walk, Math.ceil(day.length / HISTORY_PAGE_SIZE), HISTORY_LIMITS);
    walk = step.walk;
    if (step.dayComplete) {
      learnt.push(...kept);
      kept = [];
    }
  }
  return {
    profile: buildProfile(learnt, walk.daysDone),
    arrivalsProfile: buildProfile(learnt, walk.daysDone, 1),
    learnt,
    requests: walk.requests,
    days: walk.daysDone,
    firstPageProfile: buildProfile(firstPages, HISTORY_DAYS),
    fullProfile: buildProfile(every, HISTORY_DAYS),
    calls,
    commandDays,
  };
}

/** The alerts' share as the poll job takes it, from the commands of the days before and of today so far. */
export function shareToday(h: History) {
  return (commandsToday: number, dayLeft: number) =>
    alertShareFor(h.commandDays, DEFAULT_BUDGET_CONFIG.perDay, DEFAULT_BUDGET_CONFIG.backgroundDayShare, {
      commandsToday,
      dayLeft,
    }).share;
}
