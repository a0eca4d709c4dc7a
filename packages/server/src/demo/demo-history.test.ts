import { describe, expect, it } from 'vitest';
import { localInstant } from '../telephony/exchange-invariants.test-helpers.js';
import { demoHistory } from './demo-history.js';

describe('demoHistory', () => {
  it.each(['2026-03-16T10:38:07Z', '2026-03-17T12:05:00Z', '2026-03-18T16:59:30Z'])(
    'holds no call of today that ends after now (%s)',
    (iso) => {
      const now = new Date(iso);
      const calls = demoHistory(now, 'Europe/Rome');
      expect(calls.length).toBeGreaterThan(100);
      const late = calls.filter((call) => {
        const seconds = call.direction === 'inbound' ? call.total_duration : call.billsec;
        return localInstant(call.calldate, 'Europe/Rome').getTime() + (seconds ?? 0) * 1000 > now.getTime();
      });
      expect(late).toEqual([]);
    },
  );
});
