import { describe, expect, it } from 'vitest';
import { dayText, whenText } from './local-time.js';

describe('whenText', () => {
  it.each([
    ['2026-11-26 11:25:59', '2026-11-26', 'it', 'oggi alle 11:25'],
    ['2026-11-25 08:05:00', '2026-11-26', 'it', 'ieri alle 08:05'],
    ['2026-02-28 23:59:00', '2026-03-01', 'it', 'ieri alle 23:59'],
    ['2026-11-20 11:25:59', '2026-11-26', 'it', '20/11 alle 11:25'],
    ['2025-12-31 18:00:00', '2026-01-02', 'it', '31/12/2025 alle 18:00'],
    ['2026-11-26 11:25', '2026-11-26', 'en', 'today at 11:25'],
    ['2026-11-25 11:25:00', '2026-11-26', 'en', 'yesterday at 11:25'],
    ['2026-11-02 11:25:00', '2026-11-26', 'en', '2 Nov at 11:25'],
    ['2025-11-02 11:25:00', '2026-11-26', 'en', '2 Nov 2025 at 11:25'],
    ['not a time', '2026-11-26', 'it', 'not a time'],
  ] as const)('%s (today %s, %s) → %s', (timestamp, today, locale, want) => {
    expect(whenText(timestamp, today, locale)).toBe(want);
  });
});

describe('dayText', () => {
  it.each([
    ['2026-11-26', '2026-11-26', 'it', '26/11'],
    ['2025-11-26', '2026-01-02', 'it', '26/11/2025'],
    ['2026-03-05', '2026-11-26', 'en', '5 Mar'],
    ['2025-03-05', '2026-11-26', 'en', '5 Mar 2025'],
  ] as const)('%s (today %s, %s) → %s', (date, today, locale, want) => {
    expect(dayText(date, today, locale)).toBe(want);
  });
});
