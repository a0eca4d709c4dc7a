import { describe, expect, it } from 'vitest';
import { BUSY_FACTOR, CALM_SHARE, planNextRead, type ReadPlanInput } from './read-plan.js';

const T = Date.UTC(2026, 10, 24, 9, 0);
const HOUR = 3_600_000;

/** Default limits (20/min, 1000/day, 10 per window kept for commands, half the day for alerts), 10 h left. */
function input(overrides: Partial<ReadPlanInput> = {}): ReadPlanInput {
  return {
    now: T,
    lastReadAt: T - 1000,
    baseMs: 15_000,
    maxCalmMs: 600_000,
    windowMs: 61_000,
    perMinute: 20,
    commandReserve: 10,
    perDay: 1000,
    dayUsed: 100,
    dayBackground: 50,
    backgroundLimit: 500,
    dayEndsAt: T + 15 * HOUR,
    activeNow: true,
    msUntilActive: 0,
    weightedActiveMsLeft: 10 * HOUR,
    weightNow: 1,
    activeMsLeft: 10 * HOUR,
    busy: false,
    crossings: [],
    marginMs: 1500,
    ...overrides,
  };
}

describe('planNextRead', () => {
  it('calm: spreads its share of what is left over the active time left', () => {
    const plan = planNextRead(input());
    expect(plan).toMatchObject({ poll: true, reason: 'calm', readsLeft: 450, reserved: 60 });
    expect(plan.intervalMs).toBe(Math.ceil((10 * HOUR) / (CALM_SHARE * 450)));
    expect(plan.nextReadAt).toBe(T - 1000 + plan.intervalMs);
  });

  it('follows the traffic profile: a busy hour reads more often than a quiet one', () => {
    const busyHour = planNextRead(input({ weightNow: 3 }));
    const quietHour = planNextRead(input({ weightNow: 0.2 }));
    expect(busyHour.intervalMs).toBeLessThan(planNextRead(input()).intervalMs / 2.9);
    expect(quietHour.intervalMs).toBeGreaterThan(busyHour.intervalMs * 10);
    expect(quietHour.intervalMs).toBeLessThanOrEqual(600_000);
  });

  it('reads faster while callers wait or a card is open, never below the base interval', () => {
    const calm = planNextRead(input());
    const busy = planNextRead(input({ busy: true }));
    expect(busy.reason).toBe('busy');
    expect(busy.intervalMs).toBe(Math.max(Math.ceil(calm.intervalMs * BUSY_FACTOR), 15_000));
  });

  it('reads right after a predicted crossing, not before the minute share allows', () => {
    // a caller seen at T-1000 with 20 s of wait crosses wait>=60 at T+39 000
    const plan = planNextRead(input({ crossings: [T + 39_000, T + 159_000] }));
    expect(plan).toMatchObject({ reason: 'predicted', nextReadAt: T + 40_500, predictedAt: T + 39_000 });
    const soon = planNextRead(input({ crossings: [T + 100] }));
    expect(soon.nextReadAt).toBe(T - 1000 + Math.ceil(61_000 / 10));
  });

  it('ignores crossings the latest sample already covers', () => {
    expect(planNextRead(input({ crossings: [T - 5000] })).reason).toBe('calm');
  });

  it('keeps the reads the rest of the day needs: no reactive reads below the reserve', () => {
    const plan = planNextRead(input({ dayBackground: 445, busy: true, crossings: [T + 10_000] }));
    expect(plan.readsLeft).toBe(55);
    expect(plan.reserved).toBe(60);
    expect(plan.reason).toBe('calm');
    expect(plan.nextReadAt).toBe(T - 1000 + plan.intervalMs);
  });

  it('never crosses the share or the day limit', () => {
    expect(planNextRead(input({ dayBackground: 500 }))).toMatchObject({ poll: false, reason: 'exhausted' });
    expect(planNextRead(input({ dayUsed: 1000 }))).toMatchObject({ poll: false, reason: 'exhausted' });
  });

  it('reads at once when there is no sample, idles outside hours or without a minute share', () => {
    expect(planNextRead(input({ lastReadAt: undefined }))).toMatchObject({ reason: 'first', nextReadAt: T });
    const off = planNextRead(input({ activeNow: false, msUntilActive: 2 * HOUR }));
    expect(off).toMatchObject({ poll: false, reason: 'off-hours', nextReadAt: T + 600_000 });
    expect(planNextRead(input({ commandReserve: 20 }))).toMatchObject({ poll: false, reason: 'no-share' });
  });

  it('a late run reads now, never in the past', () => {
    expect(planNextRead(input({ lastReadAt: T - 3 * HOUR })).nextReadAt).toBe(T);
  });
});
