import { randomUUID } from 'node:crypto';
import type { QueueLive } from '@centralino/schemas';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertKeys } from './alert-keys.js';
import { type CardData, CardStore } from './card-store.js';
import { QueueSampleStore } from './queue-sample-store.js';

let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

const RETENTION = 28 * 86_400;
const card: CardData = {
  id: 'c1',
  accountId: 'main',
  kind: 'queue',
  channel: 'C1',
  queue: 'assistenza',
  status: 'open',
  level: 'warning',
  since: 1,
  met: ['waiting'],
  mentions: [],
  snapshot: {
    waiting: 1,
    longestWaitSeconds: 90,
    callers: [{ position: 1, number: '3331234567', name: 'MARIO', waitSeconds: 90, wait: '1:30' }],
    members: { total: 1, free: 0, ringing: 0, inCall: 1, paused: 0, unreachable: 0, unknown: 0 },
    at: 1,
  },
  contentHash: 'h',
};

async function pttlAndDrop(prefix: string, key: string): Promise<number> {
  const ttl = await redis.pttl(key);
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  return ttl;
}

describe('alert cards: retention', () => {
  it('an open card (callers’ numbers and names) and its replies expire within the retention', async () => {
    const prefix = `test-${randomUUID()}`;
    const keys = new AlertKeys(prefix);
    const cards = new CardStore(redis, keys, RETENTION);
    await cards.save('queue:assistenza', card, {
      bump: true,
      reply: { kind: 'escalated', mentions: [], met: ['waiting'], waiting: 1, longestWaitSeconds: 90 },
    });
    const replies = await redis.pttl(keys.replies('main', 'c1'));
    const ttl = await pttlAndDrop(prefix, keys.card('main', 'c1'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(RETENTION * 1000);
    expect(replies).toBeGreaterThan(0);
    expect(replies).toBeLessThanOrEqual(RETENTION * 1000);
  });

  it('a retired card keeps its shorter day when it is saved closed', async () => {
    const prefix = `test-${randomUUID()}`;
    const keys = new AlertKeys(prefix);
    const cards = new CardStore(redis, keys, RETENTION);
    await cards.save('queue:assistenza', card, { bump: true });
    await cards.retire('main', 'c1');
    await cards.save('queue:assistenza', { ...card, status: 'resolved' }, { bump: true, close: true });
    const ttl = await pttlAndDrop(prefix, keys.card('main', 'c1'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_400_000);
  });

  it('the latest queue sample (callers waiting) expires within a retention shorter than its day', async () => {
    const prefix = `test-${randomUUID()}`;
    const keys = new AlertKeys(prefix);
    const samples = new QueueSampleStore(redis, keys, 3_600_000);
    const queues = [{ name: 'assistenza', callers: [{ number: '3331234567' }] }] as unknown as QueueLive[];
    expect(await samples.offer('main', { at: 1000, source: 'poll', queues })).toBe(true);
    const ttl = await pttlAndDrop(prefix, keys.sample('main'));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3_600_000);
  });
});
