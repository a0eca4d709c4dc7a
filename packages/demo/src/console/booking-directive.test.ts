import { describe, expect, it } from 'vitest';
import { dayText } from './booking-directive.js';

describe('dayText', () => {
  it.each([
    ['the day after today', '2026-03-18', '2026-03-19', 'tomorrow'],
    ['a later day: its weekday', '2026-03-21', '2026-03-23', 'Monday 2026-03-23'],
    ['across a month', '2026-04-30', '2026-05-01', 'tomorrow'],
  ])('%s', (_name, today, date, want) => {
    expect(dayText(date, today)).toBe(want);
  });
});

// `#booking` end to end (the notice in #appuntamenti, a refusal): runtime/start-demo.test.ts, on its demo.
