import { describe, expect, it } from 'vitest';
import { demoVariables } from './demo-variables.js';

describe('demoVariables', () => {
  it.each([
    ['a Wednesday', '2026-03-18T10:00:00Z', '2026-03-18', '2026-03-23'],
    ['a Sunday', '2026-03-22T10:00:00Z', '2026-03-22', '2026-03-23'],
    ['a Monday: the next one', '2026-03-23T10:00:00Z', '2026-03-23', '2026-03-30'],
    ['late Sunday in UTC, already Monday in Rome', '2026-03-22T23:30:00Z', '2026-03-23', '2026-03-30'],
    ['across a month', '2026-04-29T10:00:00Z', '2026-04-29', '2026-05-04'],
  ])('%s', (_name, now, today, nextMonday) => {
    expect(demoVariables(new Date(now))).toEqual({ TODAY: today, NEXT_MONDAY: nextMonday });
  });
});
