import { describe, expect, it } from 'vitest';
import { type CallRecord, dayStats } from '../../work/charts/call-figures.js';
import { reportView } from './report.view.js';
import { worstMoments } from './report-moments.js';

const DATE = '2026-11-25';
let next = 1;
const call = (time: string, status: CallRecord['status'], wait = 30): CallRecord => ({
  id: next++,
  calldate: `${DATE} ${time}`,
  status,
  total_duration: wait,
});

/** Two abandoned calls at 10, 11 and 15 (a tie), one at 09, answered calls around them. */
const tiedDay = (): CallRecord[] => [
  ...['10:05:00', '10:40:00', '11:10:00', '11:50:00', '15:20:00', '15:30:00', '09:15:00'].map((t) =>
    call(t, 'abandoned'),
  ),
  ...['09:00:00', '10:00:00', '12:00:00', '16:00:00'].map((t) => call(t, 'answered', 120)),
];

function textOf(records: CallRecord[], locale: 'it' | 'en'): string {
  const figures = dayStats(records, DATE);
  const view = reportView({
    locale,
    date: DATE,
    figures,
    lastWeek: undefined,
    moments: worstMoments(records, figures),
    chartFileId: undefined,
    chartFailed: false,
    late: undefined,
  });
  return JSON.stringify(view.blocks);
}

describe('report: the peak of abandoned calls', () => {
  it('names every hour that ties for the peak, in Italian', () => {
    const text = textOf(tiedDay(), 'it');
    expect(text).toContain(
      "picco di 2 chiamate abbandonate in un'ora, a pari merito alle 10, alle 11 e alle 15",
    );
    expect(text).not.toContain('il picco del giorno');
  });

  it('names every hour that ties for the peak, in English', () => {
    const text = textOf(tiedDay(), 'en');
    expect(text).toContain('a peak of 2 abandoned calls in an hour, tied at 10:00, at 11:00 and at 15:00');
  });

  it('still says "the day’s peak" of a single hour', () => {
    const text = textOf([...tiedDay(), call('11:55:00', 'abandoned')], 'it');
    expect(text).toContain('tra le 11 e le 12: 3 chiamate abbandonate, il picco del giorno');
    expect(text).not.toContain('pari merito');
  });
});
