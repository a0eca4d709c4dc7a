import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PbxApiError } from '@centralino/client';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Coalescer, type CoalescerOptions } from './coalescer.js';

const redisOptions = { host: '127.0.0.1', port: 6379 };
let prefix: string;
let connections: Redis[];
let coalescers: Coalescer[];

beforeEach(() => {
  prefix = `test-coalesce-${randomUUID()}`;
  connections = [];
  coalescers = [];
});

afterEach(async () => {
  await Promise.all(coalescers.map((c) => c.close()));
  const redis = connections[0];
  if (redis) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  await Promise.all(connections.map((c) => c.quit()));
});

/** A Coalescer on its own connection, as in a separate process. */
function coalescer(options: CoalescerOptions = {}): Coalescer {
  const redis = new Redis(redisOptions);
  connections.push(redis);
  const c = new Coalescer(redis, { prefix, ...options });
  coalescers.push(c);
  return c;
}

/** A fn that counts its calls and resolves with `value` after `ms`. */
function counted<T>(value: T, ms = 100) {
  const fn = async () => {
    fn.calls++;
    await sleep(ms);
    return value;
  };
  fn.calls = 0;
  return fn;
}

describe('Coalescer', () => {
  it('runs 50 concurrent identical reads from two processes once', async () => {
    const [c1, c2] = [coalescer({ pollIntervalMs: 2000 }), coalescer({ pollIntervalMs: 2000 })];
    const fn = counted({ queues: [{ name: 'support', waiting: 3 }] });
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? c1 : c2).run('acct:1:queue-live', 2000, fn)),
    );
    expect(fn.calls).toBe(1);
    expect(results).toHaveLength(50);
    for (const r of results) expect(r).toEqual({ queues: [{ name: 'support', waiting: 3 }] });
    // the waiting process is woken by pub/sub, not by its 2 s poll
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not coalesce different keys', async () => {
    const c = coalescer();
    const a = counted('a');
    const b = counted('b');
    expect(await Promise.all([c.run('k:a', 1000, a), c.run('k:b', 1000, b), c.run('k:a', 1000, a)])).toEqual([
      'a',
      'b',
      'a',
    ]);
    expect([a.calls, b.calls]).toEqual([1, 1]);
  });

  it('serves the cache until the TTL expires, also to other processes', async () => {
    const [c1, c2] = [coalescer(), coalescer()];
    const fn = counted(42, 0);
    expect(await c1.run('k', 300, fn)).toBe(42);
    expect(await c2.run('k', 300, fn)).toBe(42);
    expect(fn.calls).toBe(1);
    await sleep(350);
    expect(await c2.run('k', 300, fn)).toBe(42);
    expect(fn.calls).toBe(2);
  });

  it('shares an error with the callers that waited, but does not cache it', async () => {
    const [c1, c2] = [coalescer(), coalescer()];
    let calls = 0;
    const failing = async () => {
      calls++;
      await sleep(100);
      throw Object.assign(new Error('PBX non disponibile'), { status: 503 });
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? c1 : c2).run('k', 5000, failing)),
    );
    expect(calls).toBe(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        message: 'PBX non disponibile',
        status: 503,
      });
    }
    expect(await c2.run('k', 5000, counted('ok', 0))).toBe('ok');
  });

  it('keeps the name and fields of errors across processes', async () => {
    const [c1, c2] = [coalescer(), coalescer()];
    class BudgetDenied extends Error {
      override name = 'BudgetDeniedError';
      retryAfterMs = 1234;
    }
    let runs = 0;
    const fn = async () => {
      runs++;
      await sleep(100);
      throw new BudgetDenied('no tokens');
    };
    const settled = await Promise.allSettled([c1.run('k', 0, fn), c2.run('k', 0, fn)]);
    const reasons = settled.map((r) => (r as PromiseRejectedResult).reason as unknown);
    // whichever process led ran the read once and has its own error; the other rebuilt it from Redis
    expect(runs).toBe(1);
    expect(reasons.filter((r) => r instanceof BudgetDenied)).toHaveLength(1);
    expect(reasons.find((r) => !(r instanceof BudgetDenied))).toMatchObject({
      name: 'BudgetDeniedError',
      retryAfterMs: 1234,
    });
  });

  it('rebuilds API and network errors as their own classes in the other process', async () => {
    const failures: [string, () => Error, (e: unknown) => void][] = [
      [
        'api',
        () =>
          new PbxApiError(
            { operation: 'getContact', method: 'get', path: '/v1/contacts/{id}' },
            429,
            {
              success: false,
              error: 'Troppe richieste',
            },
            { retryAfter: 7 },
          ),
        (e) => {
          expect(e).toBeInstanceOf(PbxApiError);
          expect(e).toMatchObject({ status: 429, serverMessage: 'Troppe richieste', retryAfter: 7 });
        },
      ],
      ['network', () => new TypeError('fetch failed'), (e) => expect(e).toBeInstanceOf(TypeError)],
    ];
    for (const [key, make, check] of failures) {
      const [c1, c2] = [coalescer(), coalescer()];
      const fn = async () => {
        await sleep(100);
        throw make();
      };
      const [own, remote] = await Promise.allSettled([c1.run(key, 0, fn), c2.run(key, 0, fn)]);
      check((own as PromiseRejectedResult).reason);
      check((remote as PromiseRejectedResult).reason);
    }
  });

  it('gives waiters the result even with ttl 0 (nothing cached)', async () => {
    const [c1, c2] = [coalescer(), coalescer()];
    const fn = counted('live');
    expect(await Promise.all([c1.run('k', 0, fn), c2.run('k', 0, fn)])).toEqual(['live', 'live']);
    expect(fn.calls).toBe(1);
    expect(await c1.run('k', 0, fn)).toBe('live');
    expect(fn.calls).toBe(2);
  });

  it('falls back to polling when the completion message is not seen', async () => {
    const admin = new Redis(redisOptions);
    connections.push(admin);
    const c = coalescer({ pollIntervalMs: 50 });
    // another process holds the lock; it stores the result without publishing
    await admin.set(`${prefix}:{k}:l`, 'other', 'PX', 5000);
    const fn = counted('mine', 0);
    const pending = c.run('k', 1000, fn);
    await sleep(120);
    await admin.set(`${prefix}:{k}:r`, JSON.stringify('theirs'), 'PX', 1000);
    await admin.del(`${prefix}:{k}:l`);
    expect(await pending).toBe('theirs');
    expect(fn.calls).toBe(0);
  });

  it('takes over when the leader vanished, and runs fn itself after the wait timeout', async () => {
    const admin = new Redis(redisOptions);
    connections.push(admin);
    const c = coalescer({ pollIntervalMs: 50, waitTimeoutMs: 300 });
    await admin.set(`${prefix}:{crashed}:l`, 'dead', 'PX', 150);
    const fn = counted('mine', 0);
    expect(await c.run('crashed', 1000, fn)).toBe('mine');
    expect(fn.calls).toBe(1);

    await admin.set(`${prefix}:{stuck}:l`, 'slow', 'PX', 10_000);
    const started = Date.now();
    expect(await c.run('stuck', 1000, fn)).toBe('mine');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(fn.calls).toBe(2);
  });

  it('invalidates cached results by prefix, including one being computed', async () => {
    const [c1, c2] = [coalescer(), coalescer()];
    const blacklist = counted(['0612345678'], 0);
    const extensions = counted(['101'], 0);
    await c1.run('acct:1:blacklists:list', 60_000, blacklist);
    await c1.run('acct:1:extensions', 60_000, extensions);
    await c1.run('acct:10:blacklists:list', 60_000, blacklist);
    expect(await c2.invalidate('acct:1:blacklists')).toBe(1);
    await c2.run('acct:1:blacklists:list', 60_000, blacklist);
    await c2.run('acct:1:extensions', 60_000, extensions);
    await c2.run('acct:10:blacklists:list', 60_000, blacklist);
    expect([blacklist.calls, extensions.calls]).toEqual([3, 1]);

    // a read that started before the write must not cache its (possibly stale) result
    await c1.invalidate('acct:1:');
    const slow = counted(['stale'], 100);
    const inFlight = c1.run('acct:1:blacklists:list', 60_000, slow);
    await sleep(30);
    await c2.invalidate('acct:1:blacklists');
    expect(await inFlight).toEqual(['stale']);
    expect(await c2.run('acct:1:blacklists:list', 60_000, counted(['fresh'], 0))).toEqual(['fresh']);
  });

  it('shares one promise between callers of the same process', async () => {
    const c = coalescer();
    const fn = counted({ n: 1 });
    const results = await Promise.all(Array.from({ length: 20 }, () => c.run('k', 0, fn)));
    expect(fn.calls).toBe(1);
    expect(new Set(results).size).toBe(1); // the very same object
  });
});
