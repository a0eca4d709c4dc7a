import { describe, expect, it } from 'vitest';
import { busyDay } from './call-figures.fixture.js';
import { type CallRecord, dayStats, isQuiet, periodStats } from './call-figures.js';

const call = (
  id: number,
  calldate: string,
  status: CallRecord['status'],
  total_duration = 0,
): CallRecord => ({
  id,
  calldate,
  status,
  total_duration,
});

describe('dayStats', () => {
  it('counts each hour by outcome, and the totals, from the records', () => {
    const f = dayStats(
      [
        call(1, '2026-11-20 09:05:00', 'answered', 200),
        call(2, '2026-11-20 09:59:59', 'abandoned', 45),
        call(3, '2026-11-20 10:00:00', 'abandoned', 301),
        call(4, '2026-11-20 10:30:00', 'not_answered'),
        call(5, '2026-11-20 10:31:00', 'answered', 60),
        call(6, '2026-11-19 10:31:00', 'answered', 60), // another day: left out
        call(5, '2026-11-20 10:31:00', 'answered', 60), // the same record read twice
      ],
      '2026-11-20',
    );
    expect(f.buckets).toHaveLength(24);
    expect(f.buckets[9]).toEqual({ key: '09', entered: 2, answered: 1, abandoned: 1, notAnswered: 0 });
    expect(f.buckets[10]).toEqual({ key: '10', entered: 3, answered: 1, abandoned: 1, notAnswered: 1 });
    expect(f.totals).toEqual({ entered: 5, answered: 2, abandoned: 2, notAnswered: 1 });
    expect(f.answerRate).toBe(0.5);
    expect(f.abandonWait).toEqual({ averageSeconds: 173, longestSeconds: 301 });
    expect(f.waitBands.map((b) => b.count)).toEqual([0, 1, 0, 0, 1]);
    expect(f.busiest?.key).toBe('10');
  });

  it('puts a wait on a band edge in the band it starts', () => {
    const f = dayStats(
      [30, 59, 60, 119, 120, 299, 300].map((s, i) => call(i, '2026-11-20 12:00:00', 'abandoned', s)),
      '2026-11-20',
    );
    expect(f.waitBands.map((b) => [b.fromSeconds, b.count])).toEqual([
      [0, 0],
      [30, 2],
      [60, 2],
      [120, 2],
      [300, 1],
    ]);
  });

  it('agrees with a count made another way on a busy day', () => {
    const records = busyDay('2026-11-20', 1000);
    const f = dayStats(records, '2026-11-20');
    const byStatus = (s: string) => records.filter((r) => r.status === s).length;
    expect(f.totals).toEqual({
      entered: 1000,
      answered: byStatus('answered'),
      abandoned: byStatus('abandoned'),
      notAnswered: byStatus('not_answered'),
    });
    expect(f.buckets.reduce((n, b) => n + b.entered, 0)).toBe(1000);
    for (const b of f.buckets)
      expect(b.entered).toBe(records.filter((r) => r.calldate.slice(11, 13) === b.key).length);
    const waits = records.filter((r) => r.status === 'abandoned').map((r) => r.total_duration);
    expect(f.abandonWait?.longestSeconds).toBe(Math.max(...waits));
    expect(f.waitBands.reduce((n, b) => n + b.count, 0)).toBe(waits.length);
    const max = Math.max(...f.buckets.map((b) => b.entered));
    expect(f.busiest?.entered).toBe(max);
    expect(f.busiest?.key).toBe(f.buckets.find((b) => b.entered === max)?.key);
  });

  it('has no rate, wait nor busiest hour on a day without calls', () => {
    const f = dayStats([], '2026-11-20');
    expect(isQuiet(f)).toBe(true);
    expect(f.answerRate).toBeNull();
    expect(f.abandonWait).toBeNull();
    expect(f.busiest).toBeNull();
  });
});

describe('periodStats', () => {
  it('counts day by day over the dates given', () => {
    const f = periodStats(
      [call(1, '2026-11-18 09:00:00', 'answered', 10), call(2, '2026-11-20 23:59:59', 'abandoned', 5)],
      ['2026-11-18', '2026-11-19', '2026-11-20'],
    );
    expect(f.period).toEqual({ kind: 'week', from: '2026-11-18', to: '2026-11-20' });
    expect(f.buckets.map((b) => [b.key, b.entered])).toEqual([
      ['2026-11-18', 1],
      ['2026-11-19', 0],
      ['2026-11-20', 1],
    ]);
  });
});
