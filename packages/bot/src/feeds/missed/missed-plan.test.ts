import { describe, expect, it } from 'vitest';
import {
  feedAllowance,
  feedReserve,
  type MissedPlanInput,
  OUTBOUND_EVERY,
  planMissedRead,
} from './missed-plan.js';

const settings = {
  minIntervalMs: 20_000,
  maxIntervalMs: 300_000,
  quietIntervalMs: 600_000,
  quietAfterMs: 1_800_000,
  offHoursIntervalMs: 1_800_000,
};
const base: MissedPlanInput = {
  now: 1_000_000_000,
  lastReadAt: 1_000_000_000,
  lastOutAt: undefined,
  lastFreshAt: 1_000_000_000,
  active: true,
  msLeftActive: 8 * 3_600_000,
  readsLeft: 400,
  openNotices: 0,
  signalAt: undefined,
  settings,
};

describe('planMissedRead', () => {
  it('spreads what the feed may still read over the hours rules speak', () => {
    const plan = planMissedRead(base);
    expect(plan.reason).toBe('busy');
    expect(plan.intervalMs).toBe((8 * 3_600_000) / 400);
    expect(plan.nextReadAt).toBe(base.now + plan.intervalMs);
    expect(plan).toMatchObject({ read: true, readOutbound: false });
  });
  it('busier hours of the traffic profile get shorter intervals, quieter ones longer', () => {
    const even = planMissedRead(base).intervalMs;
    expect(planMissedRead({ ...base, weightedMsLeft: 8 * 3_600_000, weightNow: 2 }).intervalMs).toBe(
      even / 2,
    );
    expect(planMissedRead({ ...base, weightedMsLeft: 8 * 3_600_000, weightNow: 0.5 }).intervalMs).toBe(
      even * 2,
    );
  });
  it('open notices read the outbound history every few cycles (callbacks), and the cycle pays for it', () => {
    const plan = planMissedRead({ ...base, openNotices: 3 });
    expect(plan.perCycle).toBe(1 + 1 / OUTBOUND_EVERY);
    expect(plan.intervalMs).toBe(((8 * 3_600_000) / 400) * plan.perCycle);
    expect(plan.readOutbound).toBe(true);
    const justRead = planMissedRead({ ...base, openNotices: 3, lastOutAt: base.now });
    expect(justRead.readOutbound).toBe(false);
    const oneCycleShort = planMissedRead({
      ...base,
      openNotices: 3,
      lastOutAt: base.now - (OUTBOUND_EVERY - 2) * plan.intervalMs,
    });
    expect(oneCycleShort.readOutbound).toBe(false);
    const due = planMissedRead({
      ...base,
      openNotices: 3,
      lastOutAt: base.now - (OUTBOUND_EVERY - 1) * plan.intervalMs,
    });
    expect(due.readOutbound).toBe(true);
  });
  it('never faster than the minimum, never slower than the maximum unless the day could not afford it', () => {
    expect(planMissedRead({ ...base, readsLeft: 100_000 }).intervalMs).toBe(settings.minIntervalMs);
    const busyHour = { ...base, weightedMsLeft: 8 * 3_600_000, weightNow: 0.05 };
    expect(planMissedRead({ ...busyHour, readsLeft: 200 }).intervalMs).toBe(settings.maxIntervalMs);
    // 10 reads for 8 hours: the even spread (48 minutes) is the longest interval, the day never runs dry
    expect(planMissedRead({ ...base, readsLeft: 10 }).intervalMs).toBe((8 * 3_600_000) / 10);
  });
  it('no call for a while: calm reads (the reads saved go to the busy hours); a signal ends the calm', () => {
    const quiet = { ...base, lastFreshAt: base.now - settings.quietAfterMs, lastReadAt: base.now - 60_000 };
    expect(planMissedRead(quiet)).toMatchObject({ reason: 'quiet', intervalMs: settings.quietIntervalMs });
    expect(planMissedRead({ ...quiet, signalAt: base.now + 4_000 }).reason).toBe('signal');
    expect(planMissedRead({ ...base, lastFreshAt: undefined }).reason).toBe('busy');
  });
  it('a caller who abandoned a queue brings the read forward, no closer to the last than a quarter interval', () => {
    const interval = (8 * 3_600_000) / 400;
    const plan = planMissedRead({ ...base, signalAt: base.now + 4_000 });
    expect(plan).toMatchObject({ reason: 'signal', nextReadAt: base.now + interval / 4 });
    const later = planMissedRead({ ...base, lastReadAt: base.now - 60_000, signalAt: base.now + 4_000 });
    expect(later.nextReadAt).toBe(base.now + 4_000);
  });
  it('signals only spend reads beyond those that reading at the longest interval to the end of the day needs', () => {
    // 8 hours at 300 s need 96 reads: with 90 left the signal waits for the planned read
    const tight = planMissedRead({ ...base, readsLeft: 90, signalAt: base.now + 4_000 });
    expect(tight.reason).not.toBe('signal');
    expect(planMissedRead({ ...base, readsLeft: 120, signalAt: base.now + 4_000 }).reason).toBe('signal');
  });
  it('off hours: calm; nothing left: no read at all, and a signal does not spend what is not there', () => {
    expect(planMissedRead({ ...base, active: false }).reason).toBe('off-hours');
    const spent = planMissedRead({ ...base, readsLeft: 0, signalAt: base.now + 1000 });
    expect(spent).toMatchObject({
      reason: 'exhausted',
      read: false,
      nextReadAt: base.now + settings.offHoursIntervalMs,
    });
    // long after the last read, the next look is still ahead (never a plan due now that reads nothing)
    const late = planMissedRead({
      ...base,
      readsLeft: 0,
      lastReadAt: base.now - 10 * settings.offHoursIntervalMs,
    });
    expect(late.nextReadAt).toBe(base.now + settings.offHoursIntervalMs);
  });
});

describe('feedAllowance', () => {
  const day = {
    perDay: 1000,
    share: 0.8,
    dayBackground: 300,
    dayUsed: 400,
    alertsWatching: true,
    feedShare: 0.25,
    feedReadsToday: 50,
  };
  it("while the alerts watch: the feed's part of the day's background reads, less what it took", () => {
    expect(feedAllowance(day)).toEqual({ allowance: 200, readsLeft: 150 });
  });
  it('without alerts: every background read of the day; never beyond what the day has left', () => {
    expect(feedAllowance({ ...day, alertsWatching: false })).toEqual({ allowance: 800, readsLeft: 500 });
    expect(feedAllowance({ ...day, dayBackground: 790 }).readsLeft).toBe(10);
    expect(feedAllowance({ ...day, dayUsed: 1000 }).readsLeft).toBe(0);
  });
});

describe('feedReserve', () => {
  it('keeps what it may still read while a rule speaks later today, else only the calm reads to midnight', () => {
    const input = {
      readsLeft: 120,
      msLeftActive: 3_600_000,
      msLeftToday: 4 * 3_600_000,
      offHoursIntervalMs: 1_800_000,
    };
    expect(feedReserve(input)).toBe(120);
    expect(feedReserve({ ...input, msLeftActive: 0 })).toBe(8);
  });
});
