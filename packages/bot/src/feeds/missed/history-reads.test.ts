import type { PbxClient } from '@centralino/client';
import { describe, expect, it } from 'vitest';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import { inboundPage, MAX_LIMIT, readHistory } from './history-reads.js';
import type { InboundRecord } from './missed-record.js';

/** `count` records, newest first, one a minute back from 12:00. */
function history(count: number): InboundRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const t = new Date(Date.UTC(2026, 10, 26, 12, 0, 0) - i * 60_000).toISOString();
    return {
      id: count - i,
      calldate: `${t.slice(0, 10)} ${t.slice(11, 19)}`,
      caller_number: '3331234567',
      caller_id: '',
      destination: '0612345678',
      status: 'abandoned',
      total_duration: 10,
      call_legs: 1,
    };
  });
}

function fakes(records: InboundRecord[]) {
  const asked: { limit: number; page: number }[] = [];
  const client = {
    calls: {
      inboundPage: async ({ limit = 200 }: { limit?: number }, page = 1) => {
        asked.push({ limit, page });
        return {
          data: records.slice((page - 1) * limit, page * limit),
          pagination: { total_pages: Math.ceil(records.length / limit) },
        };
      },
    },
  } as unknown as PbxClient;
  const budget = {
    tryAcquire: async () => ({ granted: true, grant: { accountId: 'main', member: 'x' } }),
  } as unknown as AccountBudget;
  const gateway = { call: async (_g: unknown, _op: string, fn: (c: PbxClient) => unknown) => fn(client) };
  return { asked, deps: { budget, gateway: gateway as unknown as PbxGateway } };
}

const input = (limit: number, boundary: string) => ({
  accountId: 'main',
  dayShare: 0.5,
  limit,
  boundary,
  operation: 'listInboundCalls',
  key: (r: InboundRecord) => String(r.id),
  page: inboundPage,
});

describe('readHistory', () => {
  it('a small page that reaches the boundary is the whole read', async () => {
    const { asked, deps } = fakes(history(40));
    const read = await readHistory(deps, input(10, '2026-11-26 11:55:00'));
    expect(asked).toEqual([{ limit: 10, page: 1 }]);
    expect(read).toMatchObject({ ok: true, covered: true, pages: 1 });
  });

  it('a burst larger than expected is read again with the largest page: nothing is skipped', async () => {
    const { asked, deps } = fakes(history(40));
    const read = await readHistory(deps, input(10, '2026-11-26 00:00:00'));
    expect(asked).toEqual([
      { limit: 10, page: 1 },
      { limit: MAX_LIMIT, page: 1 },
    ]);
    expect(read.ok && read.covered).toBe(true);
    expect(read.records).toHaveLength(40);
  });

  it('beyond the requests of one read it says the read is not covered', async () => {
    const { deps } = fakes(history(1200));
    const read = await readHistory(deps, input(10, '2026-11-20 00:00:00'));
    expect(read).toMatchObject({ ok: true, covered: false, pages: 3, next: { page: 3, limit: MAX_LIMIT } });
    expect(read.records).toHaveLength(1000);
    // the next read goes on from there and reaches the window: every record was read once
    const next = await readHistory(deps, {
      ...input(10, '2026-11-20 00:00:00'),
      from: read.ok ? read.next : undefined,
    });
    expect(next).toMatchObject({ ok: true, covered: true, pages: 1 });
    const ids = new Set([...read.records, ...next.records].map((r) => r.id));
    expect(ids.size).toBe(1200);
  });
});
