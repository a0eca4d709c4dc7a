import { describe, expect, it } from 'vitest';
import { SettableClock } from './clock.js';

describe('SettableClock', () => {
  const base = { now: () => new Date('2025-01-01T00:00:00Z') };

  it('follows its base clock until set, and again after reset', () => {
    const clock = new SettableClock(base);
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
    clock.set(new Date('2030-05-05T05:05:05Z'));
    expect(clock.now().toISOString()).toBe('2030-05-05T05:05:05.000Z');
    clock.advance(1000);
    expect(clock.now().toISOString()).toBe('2030-05-05T05:05:06.000Z');
    clock.reset();
    expect(clock.isOverridden).toBe(false);
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('can run on from a set instant', () => {
    let real = Date.parse('2025-01-01T00:00:00Z');
    const clock = new SettableClock({ now: () => new Date(real) });
    clock.set(new Date('2030-01-01T00:00:00Z'), { frozen: false });
    real += 5000;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:05.000Z');
    expect(clock.isFrozen).toBe(false);
  });
});
