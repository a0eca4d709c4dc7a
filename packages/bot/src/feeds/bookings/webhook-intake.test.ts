import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../core/ops/logger.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { BookingKeys } from './booking-keys.js';
import { sampleEvent } from './booking-test-kit.js';
import { WebhookIntake } from './webhook-intake.js';

let redis: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new BookingKeys(prefix);
const secret = `whsec_${randomBytes(24).toString('base64')}`;

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

function delivery(id: string, booking: Parameters<typeof sampleEvent>[2] = {}) {
  const body = JSON.stringify(sampleEvent('booking.created', id, { source: 'secretary', ...booking }));
  const at = Math.floor(Date.parse('2026-11-28T10:00:00Z') / 1000);
  const key = Buffer.from(secret.slice(6), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
  return {
    body,
    headers: { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': `v1,${signature}` },
  };
}

function intake(enqueue: () => Promise<void>) {
  return new WebhookIntake({
    secrets: { secrets: async (id) => (id === 'acme' ? [secret] : []) },
    redis,
    keys,
    enqueue,
    metrics: new BotMetrics(),
    logger: createLogger({ level: 'silent' }),
    retentionDays: 28,
    // the sample booking's day (2026-12-01) is three days ahead, whatever day the test runs
    now: () => new Date('2026-11-28T10:00:00Z'),
  });
}

describe('WebhookIntake', () => {
  it('a delivery the queue could not take is answered 503 and taken when the exchange sends it again', async () => {
    let queueUp = false;
    const taken: string[] = [];
    const gate = intake(async () => {
      if (!queueUp) throw new Error('queue down');
      taken.push('x');
    });
    const { body, headers } = delivery('msg_retry00000000000001');
    expect(await gate.receive('acme', body, headers)).toEqual({ status: 503, outcome: 'unavailable' });
    queueUp = true;
    expect(await gate.receive('acme', body, headers)).toEqual({ status: 200, outcome: 'accepted' });
    expect(await gate.receive('acme', body, headers)).toEqual({ status: 200, outcome: 'duplicate' });
    expect(taken).toHaveLength(1);
  });

  it('while one process is taking an event, another delivery of it is asked to come back', async () => {
    let release: () => void = () => {};
    const slow = intake(() => new Promise<void>((r) => (release = r)));
    const { body, headers } = delivery('msg_busy000000000000001');
    const first = slow.receive('acme', body, headers);
    await new Promise((r) => setTimeout(r, 50));
    expect(await slow.receive('acme', body, headers)).toEqual({ status: 503, outcome: 'busy' });
    release();
    expect(await first).toEqual({ status: 200, outcome: 'accepted' });
  });

  it('an account without a secret and a path that is no account are the same 401', async () => {
    const gate = intake(async () => {});
    const { body, headers } = delivery('msg_nobody0000000000001');
    expect(await gate.receive('other', body, headers)).toEqual({ status: 401, outcome: 'refused' });
    expect(await gate.receive('../../etc', body, headers)).toEqual({ status: 401, outcome: 'refused' });
  });

  it('a booking dated past what the bot keeps, or years ahead, is acknowledged and not told', async () => {
    const taken: string[] = [];
    const gate = intake(async () => {
      taken.push('x');
    });
    const old = delivery('msg_old0000000000000001', { date: '2026-09-01' });
    const far = delivery('msg_far0000000000000001', { date: '9999-12-31' });
    expect(await gate.receive('acme', old.body, old.headers)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await gate.receive('acme', far.body, far.headers)).toEqual({ status: 200, outcome: 'ignored' });
    expect(taken).toEqual([]);
  });
});
