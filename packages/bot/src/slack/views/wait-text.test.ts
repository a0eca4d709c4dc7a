import { describe, expect, it } from 'vitest';
import { waitText } from './wait-text.js';

describe('waitText', () => {
  it.each([
    ['nothing', 0, '0 s'],
    ['seconds', 45, '45 s'],
    ['a minute', 60, '1:00 min'],
    ['minutes and seconds', 94, '1:34 min'],
    ['an average, rounded', 101.6, '1:42 min'],
    ['an hour and more', 3725, '1 h 02 min'],
    ['never negative', -3, '0 s'],
  ])('%s', (_name, seconds, want) => {
    expect(waitText(seconds)).toBe(want);
  });
});
