import { describe, expect, it } from 'vitest';
import { type MissedPlanInput, planMissedRead } from './missed-plan.js';

const settings = {
  minIntervalMs: 20_000,
  maxIntervalMs: 300_000,
  offHoursIntervalMs: 1_800_000,
  feedShare: 0.5,
};
const base: MissedPlanInput = {
  now: 1_000_000,
  lastReadAt: 1_000_000,
  active: true,
  msLeftActive: 8 * 3_600_000,
  readsLeft: 400,
  openNotices: 0,
  signalAt: undefined,
  settings,
};

describe('planMissedRead', () => {
  it("spreads the feed's share of the reads left over the hours rules speak", () => {
    const plan = planMissedRead(base);
    expect(plan.reason).toBe('busy');
    expect(plan.intervalMs).toBe((8 * 3_600_000) / 200);
    expect(plan.nextReadAt).toBe(base.now + plan.intervalMs);
  });
  it('open notices cost a second read per cycle (callbacks): the interval doubles', () => {
    expect(planMissedRead({ ...base, openNotices: 3 }).intervalMs).toBe(((8 * 3_600_000) / 200) * 2);
  });
  it('never faster than the minimum, never slower than the maximum while rules speak', () => {
    expect(planMissedRead({ ...base, readsLeft: 100_000 }).intervalMs).toBe(settings.minIntervalMs);
    expect(planMissedRead({ ...base, readsLeft: 10 }).intervalMs).toBe(settings.maxIntervalMs);
  });
  it('a caller who abandoned a queue brings the read forward, not before a few seconds after the last', () => {
    const plan = planMissedRead({ ...base, signalAt: base.now + 4_000 });
    expect(plan).toMatchObject({ reason: 'signal', nextReadAt: base.now + 5_000 });
    const later = planMissedRead({ ...base, lastReadAt: base.now - 60_000, signalAt: base.now + 4_000 });
    expect(later.nextReadAt).toBe(base.now + 4_000);
  });
  it('off hours with nothing open: calm; nothing left: exhausted, and a signal does not spend what is not there', () => {
    expect(planMissedRead({ ...base, active: false }).reason).toBe('off-hours');
    const spent = planMissedRead({ ...base, readsLeft: 1, signalAt: base.now + 1000 });
    expect(spent.reason).toBe('exhausted');
  });
});
