import { describe, expect, it } from 'vitest';
import { nextRate, pageCovers, readLimit, wallTimeMinus } from './read-window.js';

describe('read window', () => {
  it('moves a local timestamp back across midnight', () => {
    expect(wallTimeMinus('2026-11-26 00:05:30', 15)).toBe('2026-11-25 23:50:30');
    expect(wallTimeMinus('2026-11-26 10:42:00', 15)).toBe('2026-11-26 10:27:00');
  });
  it('the page size follows what is expected: a quiet office reads small pages, a busy one larger', () => {
    const quiet = readLimit({ knownSinceBoundary: 2, ratePerMinute: 0.1, elapsedMs: 60_000 });
    const busy = readLimit({ knownSinceBoundary: 40, ratePerMinute: 5, elapsedMs: 120_000 });
    expect(quiet).toBe(10);
    expect(busy).toBe(Math.ceil((40 + 10) * 1.25) + 5);
    expect(readLimit({ knownSinceBoundary: 900, ratePerMinute: 0, elapsedMs: 0 })).toBe(500);
  });
  it('a page covers the window when it is not full or reaches past the boundary', () => {
    const boundary = '2026-11-26 10:00:00';
    expect(pageCovers(['2026-11-26 10:30:00'], 10, boundary)).toBe(true);
    expect(pageCovers(['2026-11-26 10:30:00', '2026-11-26 10:10:00'], 2, boundary)).toBe(false);
    expect(pageCovers(['2026-11-26 10:30:00', '2026-11-26 09:50:00'], 2, boundary)).toBe(true);
  });
  it('the rate is smoothed', () => {
    expect(nextRate(undefined, 6, 120_000)).toBe(3);
    expect(nextRate(3, 0, 60_000)).toBeCloseTo(2.1);
  });
});
