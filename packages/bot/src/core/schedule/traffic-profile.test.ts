import { describe, expect, it } from 'vitest';
import {
  buildProfile,
  dayShareLeft,
  PROFILE_BUCKETS,
  UNANSWERED_WEIGHT,
  weightAt,
  weightedActiveMsLeft,
} from './traffic-profile.js';

/** `n` answered calls at each of the given local times, on one day. */
const calls = (times: Record<string, number>, answered = true) =>
  Object.entries(times).flatMap(([time, n]) =>
    Array.from({ length: n }, () => ({ calldate: `2026-11-23 ${time}:00`, answered })),
  );

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

  it('weighs the hours whose callers nobody answered as if they had more callers', () => {
    // as many calls in the evening as at 10:00, but nobody answered them
    const profile = buildProfile([...calls({ '10:00': 30 }), ...calls({ '20:00': 30 }, false)], 7);
    expect(weightAt(profile, 20 * 60) / weightAt(profile, 10 * 60)).toBeCloseTo(UNANSWERED_WEIGHT, 6);
    expect(profile).toMatchObject({ calls: 60 });
  });

  it('is uniform without enough history, and ignores malformed dates', () => {
    expect(buildProfile(calls({ '10:00': 5 }), 7)).toBeUndefined();
    const malformed = ['not a date', '2026-11-23T10:00'].map((calldate) => ({ calldate, answered: true }));
    expect(buildProfile(malformed, 7)).toBeUndefined();
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

describe('dayShareLeft', () => {
  const at = (minute: number) => ({ weekday: 2, minute, msInMinute: 0 });

  it('is the share of the day left by the clock without a profile', () => {
    expect(dayShareLeft(undefined, at(0))).toBe(1);
    expect(dayShareLeft(undefined, at(18 * 60))).toBeCloseTo(0.25, 6);
  });

  it('follows the profile: little is left once the busy hours are over', () => {
    const history = Array.from({ length: 200 }, (_, i) => ({
      calldate: `2025-03-10 ${String(9 + (i % 8)).padStart(2, '0')}:15:00`,
      answered: true,
    }));
    const profile = buildProfile(history, 1);
    expect(dayShareLeft(profile, at(0))).toBe(1);
    // most of the weight is between 09:00 and 17:00; the floor keeps some for the evening
    expect(dayShareLeft(profile, at(8 * 60))).toBeGreaterThan(0.85);
    expect(dayShareLeft(profile, at(18 * 60))).toBeLessThan(dayShareLeft(undefined, at(18 * 60)));
  });
});
