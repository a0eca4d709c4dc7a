import { describe, expect, it } from 'vitest';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { liveQueue, rule } from './alert.fixture.js';
import { CROSSING_MARGIN_MS, type PlanSources, readPlanInputOf } from './read-plan-input.js';

const T = Date.UTC(2026, 10, 24, 9, 0);

const budget: BudgetSnapshot = {
  accountId: 'main',
  at: T,
  limits: { perMinute: 20, perDay: 1000, source: 'config' },
  minute: {
    windowMs: 61_000,
    used: 0,
    remaining: 20,
    background: 0,
    commandReserve: 10,
    nextFreeInMs: 0,
    grants: [],
  },
  day: {
    date: '2026-11-24',
    timeZone: 'Europe/Rome',
    used: 100,
    remaining: 900,
    resetsAt: T + 14 * 3_600_000,
    background: 50,
    backgroundLimit: 500,
  },
  blockedUntil: null,
};

function sources(overrides: Partial<PlanSources> = {}): PlanSources {
  const rules = [rule({ queue: 'assistenza', critical: { waitSeconds: 60 } })];
  return {
    now: T,
    settings: { base_interval_ms: 15_000, max_interval_ms: 600_000, clear_after_ms: 30_000 },
    budget,
    share: 0.5,
    rules,
    active: rules,
    clock: { weekday: 2, minute: 600, msInMinute: 0 },
    profile: undefined,
    sample: undefined,
    openCards: [],
    ...overrides,
  };
}

describe('readPlanInputOf', () => {
  it("plans a read at each clearing card's resolution: its first quiet read plus clear_after", () => {
    const input = readPlanInputOf(
      sources({
        openCards: [{ clearingSince: T - 10_000 }, { clearingSince: undefined }, { clearingSince: T }],
      }),
    );
    expect(input.resolutions).toEqual([T + 20_000, T + 30_000]);
    expect(input.busy).toBe(true);
    expect(input.marginMs).toBe(CROSSING_MARGIN_MS);
  });

  it('no open card: no resolution to read, calm unless a watched queue has callers', () => {
    expect(readPlanInputOf(sources())).toMatchObject({ resolutions: [], busy: false, crossings: [] });
    const sample = { at: T - 1000, source: 'poll' as const, queues: [liveQueue('assistenza', [20])] };
    const waiting = readPlanInputOf(sources({ sample }));
    expect(waiting).toMatchObject({ busy: true, crossings: [T - 1000 + 40_000], resolutions: [] });
  });
  it("leaves the reads the missed-call feed keeps: they are not the alerts' to spend", () => {
    expect(readPlanInputOf(sources()).backgroundLimit).toBe(500);
    expect(readPlanInputOf(sources({ feedReserve: 80 })).backgroundLimit).toBe(420);
    expect(readPlanInputOf(sources({ feedReserve: 900 })).backgroundLimit).toBe(0);
  });
});
