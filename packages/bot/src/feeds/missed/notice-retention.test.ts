import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissedKeys } from './missed-keys.js';
import { type InboundRecord, wallSeconds } from './missed-record.js';
import { NOTICE_TTL_SECONDS, NoticeStore } from './notice-store.js';
import { ProvisionalNotices } from './provisional-notices.js';

let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

const ref = { id: 'n1', accountId: 'main', channel: 'C1', ruleId: 'm1' };
const record: InboundRecord = {
  id: 7,
  calldate: '2026-11-26 10:41:45',
  caller_number: '3331234567',
  caller_id: 'Mario Rossi',
  destination: '0287654321',
  status: 'abandoned',
  total_duration: 48,
  call_legs: 1,
};

/** Every key under the prefix, with its TTL in ms (-1: none). */
async function ttls(prefix: string): Promise<Map<string, number>> {
  const found = await redis.keys(`${prefix}:*`);
  const out = new Map<string, number>();
  for (const key of found) out.set(key, await redis.pttl(key));
  await (found.length > 0 ? redis.del(...found) : Promise.resolve());
  return out;
}

describe('missed-call notices: retention', () => {
  it('every key holding a caller (notice, records, provisionals, summary) expires within a shorter retention', async () => {
    const prefix = `test-${randomUUID()}`;
    const keys = new MissedKeys(prefix);
    const retention = 86_400;
    const notices = new NoticeStore(redis, keys, retention);
    const provisionals = new ProvisionalNotices(redis, keys, retention);
    expect(await notices.count(ref, record)).toBe(1);
    await provisionals.count(
      { ...ref, id: 'n2' },
      {
        liveId: 'live:SIP/trunk-0001',
        caller: '3339999999',
        callerName: 'LUIGI',
        queue: 'assistenza',
        waitSeconds: 40,
        calldate: '2026-11-26 10:41:50',
        from: wallSeconds('2026-11-26 10:42:30'),
        to: wallSeconds('2026-11-26 10:42:40'),
        seenAt: Date.UTC(2026, 10, 26, 9, 42, 40),
      },
    );
    await notices.summarize('main', 's1', 'C1', ['n1', 'n2']);
    const found = await ttls(prefix);
    expect(found.has(keys.notice('main', 'n1'))).toBe(true);
    expect(found.has(keys.provisionals('main'))).toBe(true);
    for (const [key, ttl] of found) {
      if (key === keys.open('main')) continue; // notice ids only, no caller
      expect({ key, ok: ttl > 0 && ttl <= retention * 1000 }).toEqual({ key, ok: true });
    }
  });

  it('a longer retention leaves the notices their own shorter TTL', async () => {
    const prefix = `test-${randomUUID()}`;
    const keys = new MissedKeys(prefix);
    await new NoticeStore(redis, keys).count(ref, record);
    const ttl = (await ttls(prefix)).get(keys.notice('main', 'n1')) ?? -1;
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(NOTICE_TTL_SECONDS * 1000);
  });
});
