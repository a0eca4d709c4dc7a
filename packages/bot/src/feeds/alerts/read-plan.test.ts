import { describe, expect, it } from 'vitest';
import { PLAN_TUNING, planNextRead, type ReadPlanInput } from './read-plan.js';

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
    resolutions: [],
    marginMs: 1500,
    ...overrides,
  };
}

describe('planNextRead', () => {
  it('calm: spreads its share of what is left over the active time left', () => {
    const plan = planNextRead(input());
    expect(plan).toMatchObject({ poll: true, reason: 'calm', readsLeft: 450, reserved: 60 });
    expect(plan.intervalMs).toBe(Math.ceil((10 * HOUR) / (PLAN_TUNING.calmShare * 450)));
    expect(plan.nextReadAt).toBe(T - 1000 + plan.intervalMs);
  });

  it('follows the traffic profile: a busy hour reads more often than a quiet one', () => {
    const busyHour = planNextRead(input({ weightNow: 3 }));
    const quietHour = planNextRead(input({ weightNow: 0.2 }));
    expect(busyHour.intervalMs).toBeLessThan(planNextRead(input()).intervalMs / 2.9);
    expect(quietHour.intervalMs).toBeGreaterThan(busyHour.intervalMs * 10);
    expect(quietHour.intervalMs).toBeLessThanOrEqual(600_000);
  });

  it('reads faster while callers wait or a card is open: the spare reads over the busy share of the day', () => {
    const calm = planNextRead(input());
    const busy = planNextRead(input({ busy: true }));
    expect(busy.reason).toBe('busy');
    // 450 left, 60 reserved: 390 spare over the 10 h left
    expect(busy.intervalMs).toBe(Math.ceil((PLAN_TUNING.busySpread * 10 * HOUR) / 390));
    expect(busy.intervalMs).toBeLessThan(calm.intervalMs);
    // never below the base interval
    expect(planNextRead(input({ busy: true, backgroundLimit: 100_000, perDay: 100_000 })).intervalMs).toBe(
      15_000,
    );
  });

  it('a day busy all day keeps its reads spread to the end, never bursts then starves', () => {
    const end = T + 10 * HOUR;
    let now = T;
    let last = T - 1000;
    let background = 50;
    const gaps: number[] = [];
    while (now < end) {
      const plan = planNextRead(
        input({
          now,
          lastReadAt: last,
          dayBackground: background,
          activeMsLeft: end - now,
          weightedActiveMsLeft: end - now,
          busy: true,
        }),
      );
      if (!plan.poll) break;
      gaps.push(plan.nextReadAt - last);
      last = now = plan.nextReadAt;
      background++;
    }
    expect(background).toBeLessThanOrEqual(500);
    // 450 reads for 10 h are 80 s apart on an even spread: no gap near the 600 s of the reserve
    expect(Math.max(...gaps)).toBeLessThan(3 * 80_000);
    expect(end - last).toBeLessThan(3 * 80_000);
  });

  it('reads right after a predicted crossing, not before the minute share allows', () => {
    // a caller seen at T-1000 with 20 s of wait crosses wait>=60 at T+39 000
    const plan = planNextRead(input({ crossings: [T + 39_000, T + 159_000] }));
    expect(plan).toMatchObject({ reason: 'predicted', nextReadAt: T + 40_500, predictedAt: T + 39_000 });
    // planned reads are reactive: no closer to the last read than a share of the busy interval
    const soon = planNextRead(input({ crossings: [T + 100] }));
    const busyMs = Math.ceil((PLAN_TUNING.busySpread * 10 * HOUR) / 390);
    expect(soon.nextReadAt).toBe(T - 1000 + Math.ceil(busyMs * PLAN_TUNING.crossingGap));
    // never closer than the minute share allows
    const rich = { backgroundLimit: 100_000, perDay: 100_000 };
    expect(planNextRead(input({ ...rich, crossings: [T + 100] })).nextReadAt).toBe(T - 1000 + 6100);
  });

  it("reads at an open card's resolution instant, once the last read is far enough behind", () => {
    const plan = planNextRead(input({ resolutions: [T + 60_000, T + 90_000] }));
    expect(plan).toMatchObject({ reason: 'resolution', nextReadAt: T + 61_500, predictedAt: T + 60_000 });
    const crossingFirst = planNextRead(input({ resolutions: [T + 60_000], crossings: [T + 39_000] }));
    expect(crossingFirst).toMatchObject({ reason: 'predicted', nextReadAt: T + 40_500 });
    const busyMs = Math.ceil((PLAN_TUNING.busySpread * 10 * HOUR) / 390);
    expect(planNextRead(input({ resolutions: [T + 100] })).nextReadAt).toBe(
      T - 1000 + Math.ceil(busyMs * PLAN_TUNING.resolutionGap),
    );
    // covered by the latest sample, or only the reserve left: the regular plan
    expect(planNextRead(input({ resolutions: [T - 5000] })).reason).toBe('calm');
    expect(planNextRead(input({ dayBackground: 445, resolutions: [T + 60_000] })).reason).toBe('calm');
  });

  it('ignores crossings the latest sample already covers', () => {
    expect(planNextRead(input({ crossings: [T - 5000] })).reason).toBe('calm');
  });

  it('keeps the reads the rest of the day needs: no reactive reads below the reserve', () => {
    const plan = planNextRead(input({ dayBackground: 400, busy: true, crossings: [T + 10_000] }));
    expect(plan).toMatchObject({ readsLeft: 100, reserved: 60 });
    expect(plan.reason).toBe('predicted');
    const low = planNextRead(input({ dayBackground: 445, busy: true, crossings: [T + 10_000] }));
    expect(low.readsLeft).toBe(55);
    // 55 reads cannot cover 10 h at 600 s: the reserve is all that is left
    expect(low.reserved).toBe(55);
    expect(low.reason).toBe('calm');
    expect(low.nextReadAt).toBe(T - 1000 + low.intervalMs);
  });

  it.each([
    { what: 'plenty left: the configured cap', background: 50, weight: 0.2, cap: 600_000 },
    {
      what: 'too few for the cap: even spread',
      background: 445,
      weight: 0.2,
      cap: Math.ceil((10 * HOUR) / 55),
    },
    { what: 'too few, busy hour: even spread', background: 445, weight: 3, cap: Math.ceil((10 * HOUR) / 55) },
    { what: 'one read left: the whole day', background: 499, weight: 1, cap: 10 * HOUR },
  ])('the calm cap stretches so the day never runs dry: $what', ({ background, weight, cap }) => {
    const plan = planNextRead(input({ dayBackground: background, weightNow: weight }));
    expect(plan.intervalMs).toBeLessThanOrEqual(cap);
    // off-peak, the calm interval lets what is left reach the end of the active time (a busy hour reads faster)
    if (weight <= 1) {
      expect(plan.intervalMs).toBe(cap);
      expect(Math.ceil((10 * HOUR) / plan.intervalMs)).toBeLessThanOrEqual(plan.readsLeft);
    }
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
