import { describe, expect, it } from 'vitest';
import { buildProfile, PROFILE_BUCKETS, weightAt, weightedActiveMsLeft } from './traffic-profile.js';

/** `n` calls at each of the given local times, on one day. */
const calls = (times: Record<string, number>) =>
  Object.entries(times).flatMap(([time, n]) => Array.from({ length: n }, () => `2026-11-23 ${time}:00`));

describe('traffic profile', () => {
  it('weighs busy quarters more than quiet ones, with mean 1 and a floor for quiet hours', () => {
    const profile = buildProfile(calls({ '10:05': 40, '15:20': 20, '03:00': 1 }), 7);
    expect(profile).toBeDefined();
    const weights = profile!.weights;
    expect(weights).toHaveLength(PROFILE_BUCKETS);
    expect(weights.reduce((a, b) => a + b, 0) / PROFILE_BUCKETS).toBeCloseTo(1, 6);
    expect(weightAt(profile, 10 * 60 + 5)).toBeGreaterThan(weightAt(profile, 15 * 60 + 20));
    expect(weightAt(profile, 15 * 60 + 20)).toBeGreaterThan(weightAt(profile, 22 * 60));
    const floor = Math.min(...weights);
    expect(floor).toBeGreaterThan(0);
    expect(floor).toBeCloseTo(Math.min(...weights.filter((w) => w > 0)), 6);
    expect(profile).toMatchObject({ calls: 61, days: 7 });
  });

  it('is uniform without enough history, and ignores malformed dates', () => {
    expect(buildProfile(calls({ '10:00': 5 }), 7)).toBeUndefined();
    expect(buildProfile(['not a date', '2026-11-23T10:00'], 7)).toBeUndefined();
    expect(weightAt(undefined, 600)).toBe(1);
  });

  it('weighs the active time left by the profile', () => {
    const clock = { weekday: 1, minute: 17 * 60, msInMinute: 0 };
    const hours = [{ days: [1, 2, 3, 4, 5], from: '08:30', to: '18:30' }];
    expect(weightedActiveMsLeft(undefined, hours, clock)).toBe(90 * 60_000);
    expect(weightedActiveMsLeft(undefined, [undefined], clock)).toBe(7 * 3_600_000);
    const profile = buildProfile(calls({ '17:10': 50 }), 7);
    expect(weightedActiveMsLeft(profile, hours, clock)).toBeGreaterThan(90 * 60_000);
    expect(weightedActiveMsLeft(undefined, hours, { ...clock, weekday: 6 })).toBe(0);
  });
});
