import { describe, expect, it } from 'vitest';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import type { BackgroundSplitState } from '../../pbx/limiter/background-split.js';
import type { FeedState } from './feed-state.js';
import { MissedConfig } from './missed-config.schema.js';
import { planFeed } from './plan-feed.js';

const T = Date.UTC(2026, 10, 24, 9, 0);
const settings = MissedConfig.parse({});

const budget = (used: number, background: number) =>
  ({
    limits: { perDay: 1000 },
    day: { date: '2026-11-24', used, background, resetsAt: T + 14 * 3_600_000 },
  }) as BudgetSnapshot;
const split = (overrides: Partial<BackgroundSplitState> = {}): BackgroundSplitState => ({
  share: 0.8,
  alertsAt: T - 30_000,
  profile: undefined,
  profileOn: undefined,
  feedReserve: undefined,
  feedDate: undefined,
  feedAt: undefined,
  ...overrides,
});
const state = (overrides: Partial<FeedState> = {}) =>
  ({ lastReadAt: T - 60_000, readsDate: '2026-11-24', readsToday: 0, ...overrides }) as FeedState;
const input = {
  now: T,
  today: '2026-11-24',
  rules: [{ hours: undefined }],
  clock: { weekday: 2, minute: 600, msInMinute: 0 },
  configuredShare: 0.5,
  settings,
  openNotices: 0,
};

describe('planFeed', () => {
  it("reads on the alerts' share while they watch: past the configured share the feed still has its part", () => {
    // 600 background reads taken today (over the configured 0.5, under the alerts' 0.8): the feed used 20
    const plan = planFeed({
      ...input,
      budget: budget(700, 600),
      split: split(),
      state: state({ readsToday: 20 }),
    });
    expect(plan.dayShare).toBe(0.8);
    expect(plan.plan.read).toBe(true);
    // its part: 10 % of 800, less the 20 it took; all of it kept for the rest of the day (a rule speaks)
    expect(plan.reserve).toBe(60);
  });
  it('without alerts: the configured share, all of its background reads', () => {
    const plan = planFeed({
      ...input,
      budget: budget(300, 200),
      split: split({ alertsAt: T - 3_600_000 }),
      state: state({ readsToday: 150 }),
    });
    expect(plan.dayShare).toBe(0.5);
    expect(plan.reserve).toBe(300);
  });
  it('its part spent: nothing is read, the plan is looked at again later, nothing is kept', () => {
    const plan = planFeed({
      ...input,
      budget: budget(700, 600),
      split: split(),
      state: state({ readsToday: 80 }),
    });
    expect(plan.plan).toMatchObject({ read: false, reason: 'exhausted' });
    expect(plan.plan.nextReadAt).toBeGreaterThan(T);
    expect(plan.reserve).toBe(0);
  });
  it('reads counted on another day do not count today', () => {
    const plan = planFeed({
      ...input,
      budget: budget(10, 0),
      split: split(),
      state: state({ readsDate: '2026-11-23', readsToday: 80 }),
    });
    expect(plan.reserve).toBe(80);
  });
});
