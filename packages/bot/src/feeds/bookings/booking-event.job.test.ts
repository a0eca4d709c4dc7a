import { randomUUID } from 'node:crypto';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/ops/logger.js';
import type { FeedOutbox } from '../kit/feed-outbox.js';
import { createBookingEventProcessor } from './booking-event.job.js';
import { BookingKeys } from './booking-keys.js';
import { BookingStore } from './booking-store.js';
import { sampleEvent } from './booking-test-kit.js';

let redis: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new BookingKeys(prefix);

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

/** Tomorrow (UTC): the booking is one the bot keeps, whatever day the test runs. */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const event = (type: 'booking.created' | 'booking.cancelled', id: string) =>
  sampleEvent(type, id, { date: tomorrow, created_at: new Date().toISOString() });

const rule = { id: 'b1', accountId: 'acme', channel: 'C0AGENDA', calendars: [], source: 'config' as const };
const account = { time_zone: 'Europe/Rome' };

describe('the bookings-event job', () => {
  it('a try that failed after applying its event tells it when it runs again; the last failure frees the id', async () => {
    const store = new BookingStore(redis, keys, [rule], createLogger({ level: 'silent' }), 28);
    const sent: string[] = [];
    let failures = 1;
    const released: string[] = [];
    const outbox = {
      enqueue: async (_account: string, notice: string, version: number) => {
        if (failures-- > 0) throw new Error('Redis went away');
        sent.push(`${notice}@${version}`);
      },
    } as unknown as FeedOutbox<'noticeId'>;
    const process = createBookingEventProcessor({
      store,
      outbox,
      accounts: { account: async () => account as never },
      changed: () => {},
      release: async (_account, eventId) => {
        released.push(eventId);
      },
      logger: createLogger({ level: 'silent' }),
    });
    const job = (attemptsMade: number) =>
      ({
        data: { accountId: 'acme', event: event('booking.created', 'msg_retry0000000000001') },
        attemptsMade,
        opts: { attempts: 8 },
      }) as unknown as Job;
    await expect(process(job(0))).rejects.toThrow('Redis went away');
    expect(released).toEqual([]);
    expect(await process(job(1))).toEqual({ outcome: 'booking.created' });
    expect(sent).toEqual(['b1.5@1']);

    failures = 1;
    const last = {
      ...job(7),
      data: { accountId: 'acme', event: event('booking.cancelled', 'msg_last00000000000001') },
    };
    await expect(process(last as unknown as Job)).rejects.toThrow();
    expect(released).toEqual(['msg_last00000000000001']);
  });
});
