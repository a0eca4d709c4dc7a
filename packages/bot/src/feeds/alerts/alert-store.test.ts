import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rule } from './alert.fixture.js';
import { AlertKeys } from './alert-keys.js';
import { AlertStore, isMuted } from './alert-store.js';

const logger = pino({ level: 'silent' });
let redis: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new AlertKeys(prefix);

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

describe('alert store', () => {
  const configured = rule({ id: 'cfg-1', source: 'config', queue: '*', warning: { waiting: 5 } });

  it('keeps rules added from Slack in Redis (another process, or a restart, reads them), after the configured ones', async () => {
    const one = new AlertStore(redis, keys, [configured], logger);
    await one.add(rule({ id: 'rb', queue: 'vendite', warning: { waiting: 1 }, createdAt: 2 }));
    await one.add(rule({ id: 'ra', queue: 'assistenza', warning: { noAgents: true }, createdAt: 1 }));
    const restarted = new AlertStore(redis, keys, [configured], logger);
    expect((await restarted.rules('main')).map((r) => r.id)).toEqual(['cfg-1', 'ra', 'rb']);
    expect(await restarted.rules('other')).toEqual([]);
  });

  it('adding the same id twice keeps the first (a job run again)', async () => {
    const store = new AlertStore(redis, keys, [], logger);
    await store.add(rule({ id: 'rx', queue: 'a', warning: { waiting: 1 } }));
    const again = await store.add(rule({ id: 'rx', queue: 'b', warning: { waiting: 9 } }));
    expect(again.queue).toBe('a');
    expect(await store.rules('main')).toHaveLength(1);
  });

  it('removes Slack rules, never configured ones', async () => {
    const store = new AlertStore(redis, keys, [configured], logger);
    await store.add(rule({ id: 'rx', queue: 'a', warning: { waiting: 1 } }));
    expect(await store.remove('main', 'cfg-1')).toBe('config');
    expect(await store.remove('main', 'rx')).toBe('removed');
    expect(await store.remove('main', 'rx')).toBe('not_found');
    expect((await store.rules('main')).map((r) => r.id)).toEqual(['cfg-1']);
  });

  it('skips a corrupted rule instead of failing the poll', async () => {
    const store = new AlertStore(redis, keys, [], logger);
    await redis.hset(keys.rules('main'), 'bad', '{"queue":1}');
    await store.add(rule({ id: 'ok', queue: 'a', warning: { waiting: 1 } }));
    expect((await store.rules('main')).map((r) => r.id)).toEqual(['ok']);
  });

  it('pauses a channel and silences a queue until a time, then forgets', async () => {
    const store = new AlertStore(redis, keys, [], logger);
    const now = Date.now();
    expect(isMuted(await store.mute('main', 'C1', 'assistenza'))).toBe(false);
    await store.silence('main', 'C1', 'assistenza', now + 150, 'U0ALICE01');
    expect(await store.mute('main', 'C1', 'assistenza')).toEqual({
      pausedUntil: null,
      silence: { until: now + 150, by: 'U0ALICE01' },
    });
    expect(isMuted(await store.mute('main', 'C1', 'vendite'))).toBe(false);
    expect(isMuted(await store.mute('main', 'C2', 'assistenza'))).toBe(false);
    await store.setPause('main', 'C2', now + 60_000);
    expect((await store.mute('main', 'C2', 'vendite')).pausedUntil).toBe(now + 60_000);
    await store.setPause('main', 'C2', null);
    expect(await store.pausedUntil('main', 'C2')).toBeNull();
    await new Promise((r) => setTimeout(r, 200));
    expect(isMuted(await store.mute('main', 'C1', 'assistenza'))).toBe(false);
  });
});
