import { describe, expect, it } from 'vitest';
import { parseRateLimitHeaders, parseRetryAfter } from './rate-limit-headers.js';

const full = {
  'X-RateLimit-Limit-Minute': '20',
  'X-RateLimit-Remaining-Minute': '7',
  'X-RateLimit-Limit-Day': '1000',
  'X-RateLimit-Remaining-Day': '950',
};

describe('parseRateLimitHeaders', () => {
  const cases: [string, { given: Record<string, string>; want: unknown }][] = [
    [
      'all four',
      { given: full, want: { limitMinute: 20, remainingMinute: 7, limitDay: 1000, remainingDay: 950 } },
    ],
    ['one missing', { given: { ...full, 'X-RateLimit-Remaining-Day': '' }, want: undefined }],
    ['not a number', { given: { ...full, 'X-RateLimit-Limit-Minute': 'twenty' }, want: undefined }],
    ['negative', { given: { ...full, 'X-RateLimit-Remaining-Minute': '-1' }, want: undefined }],
    ['no headers', { given: {}, want: undefined }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(parseRateLimitHeaders(new Headers(given))).toEqual(want);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2025-01-15T12:00:00Z');
  const cases: [string, { given: string | undefined; want: number | undefined }][] = [
    ['seconds', { given: '30', want: now + 30_000 }],
    ['http date', { given: 'Wed, 15 Jan 2025 12:01:00 GMT', want: now + 60_000 }],
    ['date in the past', { given: 'Wed, 15 Jan 2025 11:00:00 GMT', want: now }],
    ['garbage', { given: 'soon', want: undefined }],
    ['absent', { given: undefined, want: undefined }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    const headers = new Headers(given === undefined ? {} : { 'Retry-After': given });
    expect(parseRetryAfter(headers, now)).toBe(want);
  });
});
