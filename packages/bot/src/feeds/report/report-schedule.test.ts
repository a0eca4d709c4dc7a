import { getNextMillis } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { reportCron } from './report-schedule.js';

const rome = (ms: number) =>
  new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(ms));

describe('reportCron', () => {
  it('minute, hour and the weekdays in cron’s numbering (Sunday 0)', () => {
    expect(reportCron({ time: '08:00', days: [1, 2, 3, 4, 5] })).toBe('0 8 * * 1,2,3,4,5');
    expect(reportCron({ time: '07:45', days: [6, 7] })).toBe('45 7 * * 0,6');
  });

  it('BullMQ’s scheduler keeps 08:00 local across the end of summer time (Europe/Rome, 25/10/2026)', () => {
    const opts = { pattern: reportCron({ time: '08:00', days: [1, 2, 3, 4, 5, 6, 7] }), tz: 'Europe/Rome' };
    let at = Date.UTC(2026, 9, 23, 12, 0); // Friday 23/10, 14:00 in Rome
    const runs: string[] = [];
    for (let i = 0; i < 4; i++) {
      at = getNextMillis(at, opts)!;
      runs.push(`${rome(at)} (${new Date(at).toISOString().slice(11, 16)} UTC)`);
    }
    expect(runs).toEqual([
      'sab 24/10, 08:00 (06:00 UTC)',
      'dom 25/10, 08:00 (07:00 UTC)',
      'lun 26/10, 08:00 (07:00 UTC)',
      'mar 27/10, 08:00 (07:00 UTC)',
    ]);
  });
});
