import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS } from '../../core/config/retention.js';
import { knownContactsKey, rememberContact } from './known-contacts.js';

let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

const contact = { id: 4, number: '3331234567', name: 'Mario Rossi' };

describe('known contacts: retention', () => {
  it('the hash of numbers and names expires within the default retention', async () => {
    const key = knownContactsKey(`test-${randomUUID()}`, 'main');
    await rememberContact(redis, key, contact);
    const ttl = await redis.pttl(key);
    await redis.del(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(DEFAULT_RETENTION_DAYS * 86_400_000);
  });

  it('a shorter configured retention shortens it', async () => {
    const key = knownContactsKey(`test-${randomUUID()}`, 'main');
    await rememberContact(redis, key, contact, 3600);
    const ttl = await redis.pttl(key);
    await redis.del(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3_600_000);
  });
});
