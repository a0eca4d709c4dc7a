import { describe, expect, it } from 'vitest';
import { turnDelay } from './account-budget.js';

const W = 60_000;
const now = 100_000;
// 5 grants in the window at a limit of 5, granted 50 s, 40 s, 30 s, 20 s and 10 s ago
const full = [now - 50_000, now - 40_000, now - 30_000, now - 20_000, now - 10_000];

describe('turnDelay', () => {
  it.each([
    ['window full: the 1st waiter takes the oldest grant’s token', full, 5, 1, 10_000],
    ['window full: the 3rd waiter takes the 3rd oldest', full, 5, 3, 30_000],
    ['window full: the 5th waiter takes the newest', full, 5, 5, 50_000],
    ['past one window: the 6th waiter takes the 1st waiter’s token a window later', full, 5, 6, 10_000 + W],
    ['past two windows', full, 5, 12, 20_000 + 2 * W],
    ['room left: the 1st waiter goes now', full.slice(2), 5, 1, 0],
    ['room left: the 2nd waiter goes now', full.slice(2), 5, 2, 0],
    ['room left: the 3rd waits for the oldest', full.slice(2), 5, 3, 30_000],
    ['empty window', [], 5, 5, 0],
    ['empty window, one round later', [], 5, 6, W],
  ] as const)('%s', (_name, grants, limit, place, want) => {
    expect(turnDelay(grants, limit, W, place, now)).toBe(want);
  });

  it('never drains faster than the limit: waiters 1..3L wake at most L per window', () => {
    const limit = 20;
    const grants = Array.from({ length: limit }, (_, i) => now - W + 1000 + i * 100);
    const wakes = Array.from({ length: 3 * limit }, (_, i) => now + turnDelay(grants, limit, W, i + 1, now));
    for (const start of wakes) {
      const inWindow = wakes.filter((t) => t >= start && t < start + W).length;
      expect(inWindow).toBeLessThanOrEqual(limit);
    }
  });
});
