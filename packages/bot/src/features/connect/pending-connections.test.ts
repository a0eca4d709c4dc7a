import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { PendingConnections } from './pending-connections.js';

let redis: Redis;
let prefix: string;
let pending: PendingConnections;
const account = {
  id: 'studio-0123456789',
  baseUrl: 'https://pbx.example.com',
  exchange: 'studio',
  keyName: 'slack',
  apiKey: 'pbx-secret-key',
  timeZone: 'Europe/Rome',
  limits: { requestsPerMinute: 20, requestsPerDay: 1000 },
};
const who = { teamId: 'T0ONE', userId: 'U0ADMIN01' };

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(() => redis.quit());
beforeEach(() => {
  prefix = `test-${randomUUID()}`;
  pending = new PendingConnections(redis, prefix, new KeyCipher({ current: randomBytes(32) }));
});
afterEach(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
});

it('a checked account waits encrypted, expires, and is taken once by whoever checked it', async () => {
  const token = await pending.put(account, who);
  const [key] = await redis.keys(`${prefix}:*`);
  expect(await redis.get(key!)).not.toContain('pbx-secret-key');
  expect(await redis.ttl(key!)).toBeGreaterThan(14 * 60);
  expect(await pending.take(token, who)).toEqual(account);
  expect(await pending.take(token, who)).toBeUndefined();
});

it('another user or workspace cannot confirm it', async () => {
  const token = await pending.put(account, who);
  expect(await pending.take(token, { ...who, userId: 'U0OTHER01' })).toBeUndefined();
  const again = await pending.put(account, who);
  expect(await pending.take(again, { ...who, teamId: 'T0TWO' })).toBeUndefined();
  expect(await pending.take('made-up-token', who)).toBeUndefined();
});
