import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OWN_NUMBERS_KEEP_SECONDS,
  ownNumberFor,
  ownNumbers,
  ownNumbersKey,
  rememberOwnNumbers,
} from './own-numbers.js';

let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterAll(async () => {
  await redis.quit();
});

describe('own numbers', () => {
  it('are found in any spelling of the same caller, and kept a while', async () => {
    const key = ownNumbersKey(`test-${randomUUID()}`, 'main');
    await rememberOwnNumbers(redis, key, [{ number: '0287654321', description: 'Sede' }], {
      described: true,
    });
    for (const typed of ['+39 02 8765 4321', '0039 0287654321', '(02) 8765.4321'])
      expect(await ownNumberFor(redis, key, typed)).toEqual({ number: '0287654321', description: 'Sede' });
    expect(await ownNumberFor(redis, key, '0287654322')).toBeUndefined();
    expect(await ownNumberFor(redis, key, '^0287')).toBeUndefined();
    const ttl = await redis.ttl(key);
    await redis.del(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(OWN_NUMBERS_KEEP_SECONDS);
  });

  it("a rule's number seen later keeps the description the VoIP status gave", async () => {
    const key = ownNumbersKey(`test-${randomUUID()}`, 'main');
    await rememberOwnNumbers(redis, key, [{ number: '0287654321', description: 'Sede' }], {
      described: true,
    });
    await rememberOwnNumbers(redis, key, [{ number: '+390287654321' }, { number: '0611111111' }], {
      described: false,
    });
    const all = await ownNumbers(redis, key);
    await redis.del(key);
    expect(all.sort((a, b) => a.number.localeCompare(b.number))).toEqual([
      { number: '0287654321', description: 'Sede' },
      { number: '0611111111' },
    ]);
  });
});
