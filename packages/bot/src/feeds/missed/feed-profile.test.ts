import { describe, expect, it } from 'vitest';
import { PROFILE_MIN_CALLS } from '../../core/schedule/traffic-profile.js';
import { addCalls, FEED_PROFILE_DAYS, feedProfile } from './feed-profile.js';

const call = (time: string, answered = true) => ({ calldate: `2026-11-24 ${time}`, answered });

describe('the feed profile', () => {
  it('counts calls per quarter hour, unanswered ones heavier, and weighs busy quarters over quiet ones', () => {
    const morning = Array.from({ length: PROFILE_MIN_CALLS }, () => call('10:05:00'));
    const counts = addCalls(undefined, [...morning, call('03:00:00', false)], '2026-11-24');
    expect(counts.calls).toBe(PROFILE_MIN_CALLS + 1);
    expect(counts.counts[40]).toBe(PROFILE_MIN_CALLS);
    expect(counts.counts[12]).toBe(4);
    const profile = feedProfile(counts);
    expect(profile).toBeDefined();
    expect(profile!.weights[40]!).toBeGreaterThan(10 * profile!.weights[60]!);
  });
  it('too few calls: no profile (the feed reads evenly)', () => {
    expect(feedProfile(addCalls(undefined, [call('10:00:00')], '2026-11-24'))).toBeUndefined();
  });
  it('a new day fades what the older days counted', () => {
    const first = addCalls(undefined, [call('10:00:00')], '2026-11-24');
    const sameDay = addCalls(first, [call('10:01:00')], '2026-11-24');
    expect(sameDay.counts[40]).toBe(2);
    const next = addCalls(sameDay, [], '2026-11-25');
    expect(next.counts[40]).toBeCloseTo((2 * (FEED_PROFILE_DAYS - 1)) / FEED_PROFILE_DAYS, 3);
    expect(next.days).toBe(2);
  });
});
