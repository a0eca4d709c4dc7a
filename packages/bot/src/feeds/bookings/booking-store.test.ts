import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/ops/logger.js';
import { BookingKeys } from './booking-keys.js';
import { BookingStore } from './booking-store.js';
import { sampleEvent } from './booking-test-kit.js';

let redis: Redis;
const prefix = `test-${randomUUID()}`;

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await redis.quit();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('BookingStore.ofDay', () => {
  it('a day’s bookings in time order, cancelled ones included, none of another day', async () => {
    const store = new BookingStore(redis, new BookingKeys(prefix), [], createLogger({ level: 'silent' }), 28);
    await store.apply(
      'acme',
      sampleEvent('booking.created', 'msg_a', { id: 1, date: day(1), time: '11:00' }),
    );
    await store.apply(
      'acme',
      sampleEvent('booking.created', 'msg_b', { id: 2, date: day(1), time: '09:00' }),
    );
    await store.apply('acme', sampleEvent('booking.created', 'msg_c', { id: 3, date: day(2) }));
    await store.apply(
      'acme',
      sampleEvent('booking.cancelled', 'msg_d', { id: 1, date: day(1), time: '11:00' }),
    );
    const shown = (await store.ofDay('acme', day(1))).map((k) => [k.booking.id, k.cancelledAt !== undefined]);
    expect(shown).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(await store.ofDay('other', day(1))).toEqual([]);
  });
});
