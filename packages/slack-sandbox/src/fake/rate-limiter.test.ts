import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/manual-clock.js';
import { defaultRateLimits, RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('lets a burst of 5 through per channel, then about one per second', () => {
    const clock = createManualClock(0);
    const limiter = new RateLimiter(clock, defaultRateLimits);
    const burst = Array.from({ length: 6 }, () => limiter.take('chat.postMessage', 'C1').limited);
    expect(burst).toEqual([false, false, false, false, false, true]);
    expect(limiter.take('chat.postMessage', 'C2').limited).toBe(false);
    expect(limiter.take('chat.postMessage', 'C1')).toEqual({ limited: true, retryAfterSeconds: 1 });
    clock.advance(1000);
    expect(limiter.take('chat.postMessage', 'C1').limited).toBe(false);
    expect(limiter.take('chat.postMessage', 'C1').limited).toBe(true);
  });

  it('does not limit methods without a rule, or a disabled rule', () => {
    const limiter = new RateLimiter(createManualClock(0), defaultRateLimits);
    limiter.setRule('chat.postMessage', false);
    for (let i = 0; i < 20; i++) expect(limiter.take('chat.postMessage', 'C1').limited).toBe(false);
    expect(limiter.take('chat.update', 'C1').limited).toBe(false);
  });

  it('forces the next N calls to be limited', () => {
    const limiter = new RateLimiter(createManualClock(0), {});
    limiter.force('chat.update', 2, 7);
    expect(limiter.take('chat.update')).toEqual({ limited: true, retryAfterSeconds: 7 });
    expect(limiter.take('chat.update')).toEqual({ limited: true, retryAfterSeconds: 7 });
    expect(limiter.take('chat.update')).toEqual({ limited: false });
  });

  it('supports workspace-wide rules', () => {
    const limiter = new RateLimiter(createManualClock(0), {
      'users.info': { perSecond: 1, burst: 1, per: 'workspace' },
    });
    expect(limiter.take('users.info', 'C1').limited).toBe(false);
    expect(limiter.take('users.info', 'C2').limited).toBe(true);
  });
});
