import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MissedKeys } from './missed-keys.js';
import type { InboundRecord } from './missed-record.js';
import { NoticeStore } from './notice-store.js';

let redis: Redis;
let other: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new MissedKeys(prefix);

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
  other = new Redis('redis://127.0.0.1:6379');
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await redis.quit();
  await other.quit();
});

const record = (id: number, calldate: string, over: Partial<InboundRecord> = {}): InboundRecord => ({
  id,
  calldate,
  caller_number: '3331234567',
  caller_id: 'Mario Rossi',
  destination: '0612345678',
  status: 'abandoned',
  total_duration: 30,
  call_legs: 1,
  ...over,
});
const ref = { id: 'n1', accountId: 'main', channel: 'C1', ruleId: 'm1' };

describe('notice store', () => {
  it('two workers counting the same page count each record once', async () => {
    const a = new NoticeStore(redis, keys);
    const b = new NoticeStore(other, keys);
    const page = [
      record(1, '2026-11-26 10:00:00'),
      record(2, '2026-11-26 10:30:00'),
      record(3, '2026-11-26 10:42:00'),
    ];
    const versions = await Promise.all([
      ...page.map((r) => a.count(ref, r)),
      ...page.map((r) => b.count(ref, r)),
    ]);
    expect(versions.filter((v) => v > 0)).toHaveLength(3);
    const notice = await a.get('main', 'n1');
    expect(notice).toMatchObject({
      count: 3,
      lastAt: '2026-11-26 10:42:00',
      firstAt: '2026-11-26 10:00:00',
      status: 'open',
    });
    expect((await a.openNotices('main')).map((n) => n.id)).toEqual(['n1']);
  });

  it('a record read late (older than the last) counts but does not change what is shown', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(5, '2026-11-26 10:42:00', { total_duration: 12 }));
    await store.count(ref, record(4, '2026-11-26 10:20:00', { total_duration: 99 }));
    expect(await store.get('main', 'n1')).toMatchObject({
      count: 2,
      lastAt: '2026-11-26 10:42:00',
      waitSeconds: 12,
    });
  });

  it('a callback after the last missed call shows; answered resolves; a failed one keeps it open; once each', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(1, '2026-11-26 10:42:00'));
    const failed = {
      kind: 'out' as const,
      at: '2026-11-26 10:50:00',
      by: '201',
      outcome: 'NO ANSWER',
      uid: 'out-a',
      resolves: false,
    };
    expect(await store.resolve('main', 'n1', failed, 1)).toBeGreaterThan(0);
    expect(await store.resolve('main', 'n1', failed, 1)).toBe(0);
    expect((await store.get('main', 'n1'))?.status).toBe('open');
    const before = {
      ...failed,
      at: '2026-11-26 10:40:00',
      uid: 'out-0',
      outcome: 'ANSWERED',
      resolves: true,
    };
    expect(await store.resolve('main', 'n1', before, 1)).toBe(0);
    const answered = {
      ...failed,
      at: '2026-11-26 11:00:00',
      uid: 'out-b',
      outcome: 'ANSWERED',
      resolves: true,
    };
    expect(await store.resolve('main', 'n1', answered, 1)).toBeGreaterThan(0);
    expect(await store.get('main', 'n1')).toMatchObject({
      status: 'resolved',
      callback: { outcome: 'ANSWERED', at: '2026-11-26 11:00:00' },
    });
    expect(await store.openNotices('main')).toEqual([]);
    // a new missed call from the number opens it again
    await store.count(ref, record(9, '2026-11-26 12:00:00'));
    expect(await store.get('main', 'n1')).toMatchObject({ status: 'open', count: 2 });
  });

  it('a callback in the same second as the missed call began resolves it (whole seconds); one before does not', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(1, '2026-11-26 10:42:07', { total_duration: 0 }));
    const callback = {
      kind: 'out' as const,
      at: '2026-11-26 10:42:06',
      by: '203',
      outcome: 'ANSWERED',
      uid: 'out-early',
      resolves: true,
    };
    expect(await store.resolve('main', 'n1', callback, 1)).toBe(0);
    expect(
      await store.resolve('main', 'n1', { ...callback, at: '2026-11-26 10:42:07', uid: 'out-a' }, 1),
    ).toBe(2);
    expect(await store.get('main', 'n1')).toMatchObject({
      status: 'resolved',
      callback: { by: '203', at: '2026-11-26 10:42:07' },
    });
    expect(await store.openNotices('main')).toEqual([]);
  });

  it('"Me ne occupo io": the first click wins; the second person is told who; "Fatto" closes', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(1, '2026-11-26 10:42:00'));
    const [x, y] = await Promise.all([store.take('main', 'n1', 'U1', 1), store.take('main', 'n1', 'U2', 1)]);
    const kinds = [x.kind, y.kind].sort();
    expect(kinds).toEqual(['held', 'taken']);
    const held = [x, y].find((r) => r.kind === 'held') as { by: string };
    const winner = (await store.get('main', 'n1'))?.taken?.by;
    expect(held.by).toBe(winner);
    expect(await store.done('main', 'n1', 'U2', 5)).toBeGreaterThan(0);
    expect(await store.done('main', 'n1', 'U2', 5)).toBe(0);
    expect(await store.take('main', 'n1', 'U3', 6)).toEqual({ kind: 'closed' });
  });

  it('a block says who and leaves the open ones once; a call read late from before it does not open it again', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(1, '2026-11-26 10:42:00'));
    const by = { userId: 'U1', now: 7, wall: '2026-11-26 10:45:00', list: 'bloccati' };
    expect(await store.block('main', 'n1', by)).toBeGreaterThan(0);
    expect(await store.block('main', 'n1', { ...by, userId: 'U2' })).toBe(0);
    expect(await store.get('main', 'n1')).toMatchObject({
      status: 'blocked',
      blocked: { by: 'U1', at: 7, list: 'bloccati' },
    });
    expect(await store.openNotices('main')).toEqual([]);
    // a missed call from before the block, read only now: counted, still blocked
    await store.count(ref, record(2, '2026-11-26 10:44:00'));
    expect(await store.get('main', 'n1')).toMatchObject({ status: 'blocked', count: 2 });
    expect(await store.openNotices('main')).toEqual([]);
    // one after it (the number unblocked since): open again, the block no longer said
    await store.count(ref, record(3, '2026-11-26 11:00:00'));
    const reopened = await store.get('main', 'n1');
    expect(reopened).toMatchObject({ status: 'open', count: 3 });
    expect(reopened?.blocked).toBeUndefined();
    expect(await store.block('main', 'gone', by)).toBe(0);
  });

  it('a callback keeps the Slack user linked to its extension, or its name', async () => {
    const store = new NoticeStore(redis, keys);
    await store.count(ref, record(1, '2026-11-26 10:42:00'));
    const callback = {
      kind: 'out' as const,
      at: '2026-11-26 10:50:00',
      by: '203',
      outcome: 'NO ANSWER',
      uid: 'out-a',
      resolves: false,
      ext: '203',
      name: 'Carla',
    };
    await store.resolve('main', 'n1', callback, 1);
    expect((await store.get('main', 'n1'))?.callback).toEqual({
      kind: 'out',
      at: '2026-11-26 10:50:00',
      by: '203',
      outcome: 'NO ANSWER',
      ext: '203',
      name: 'Carla',
    });
  });
});
