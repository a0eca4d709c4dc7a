import { describe, expect, it } from 'vitest';
import { cacheTtlMs } from '../operations/cache-ttl.js';
import { CLOSED_DAY_TTL_MS, historyTtlMs } from './day-history.js';

describe('historyTtlMs', () => {
  it.each([
    ['today', '2026-11-20', 10 * 3_600_000, cacheTtlMs.recent],
    ['yesterday, just after midnight (calls still ending)', '2026-11-19', 20 * 60_000, cacheTtlMs.recent],
    ['yesterday, later', '2026-11-19', 2 * 3_600_000, CLOSED_DAY_TTL_MS],
    ['a week ago', '2026-11-13', 60_000, CLOSED_DAY_TTL_MS],
  ])('%s', (_name, date, sinceMidnight, want) => {
    expect(historyTtlMs(date, '2026-11-20', sinceMidnight)).toBe(want);
  });
});
