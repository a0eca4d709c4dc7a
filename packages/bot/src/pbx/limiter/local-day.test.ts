import { describe, expect, it } from 'vitest';
import { localDay } from './local-day.js';

const cases: [string, { now: string; tz: string; date: string; endsAt: string }][] = [
  [
    'Rome, winter',
    { now: '2025-01-15T12:00:00Z', tz: 'Europe/Rome', date: '2025-01-15', endsAt: '2025-01-15T23:00:00Z' },
  ],
  [
    'Rome, just after local midnight',
    { now: '2025-01-15T23:00:00Z', tz: 'Europe/Rome', date: '2025-01-16', endsAt: '2025-01-16T23:00:00Z' },
  ],
  [
    'Rome, last ms of the day',
    {
      now: '2025-01-15T22:59:59.999Z',
      tz: 'Europe/Rome',
      date: '2025-01-15',
      endsAt: '2025-01-15T23:00:00Z',
    },
  ],
  [
    'Rome, 23-hour day (DST starts)',
    { now: '2025-03-29T23:30:00Z', tz: 'Europe/Rome', date: '2025-03-30', endsAt: '2025-03-30T22:00:00Z' },
  ],
  [
    'Rome, 25-hour day (DST ends)',
    { now: '2025-10-25T22:30:00Z', tz: 'Europe/Rome', date: '2025-10-26', endsAt: '2025-10-26T23:00:00Z' },
  ],
  [
    'Santiago, midnight skipped',
    {
      now: '2024-09-07T12:00:00Z',
      tz: 'America/Santiago',
      date: '2024-09-07',
      endsAt: '2024-09-08T04:00:00Z',
    },
  ],
  [
    'Kolkata, half-hour offset',
    { now: '2025-01-15T20:00:00Z', tz: 'Asia/Kolkata', date: '2025-01-16', endsAt: '2025-01-16T18:30:00Z' },
  ],
  ['UTC', { now: '2025-01-15T00:00:00Z', tz: 'UTC', date: '2025-01-15', endsAt: '2025-01-16T00:00:00Z' }],
];

describe('localDay', () => {
  it.each(cases)('%s', (_name, { now, tz, date, endsAt }) => {
    expect(localDay(Date.parse(now), tz)).toEqual({ date, endsAt: Date.parse(endsAt) });
  });
});
