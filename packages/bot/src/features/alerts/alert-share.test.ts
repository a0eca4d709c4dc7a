import { describe, expect, it } from 'vitest';
import { alertShareFor, SHARE_MAX, SHARE_MIN } from './alert-share.js';

describe('alertShareFor', () => {
  it.each([
    ['no history: the configured share', [], 0.5, { share: 0.5, basis: 'default' }],
    ['commands used 100 at most: alerts get 0.75', [80, 100, 60], 0.5, { share: 0.75, basis: 'usage' }],
    ['commands barely used: capped', [2, 0], 0.5, { share: SHARE_MAX, basis: 'usage' }],
    ['commands used 600: alerts keep the minimum', [600, 10], 0.5, { share: SHARE_MIN, basis: 'usage' }],
  ] as const)('%s', (_name, days, configured, want) => {
    expect(alertShareFor(days, 1000, configured)).toEqual(want);
  });
});
