import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { unlinkMatching } from '../../core/redis/scan-keys.js';
import { finishScript, stepScript } from './coalesce-scripts.js';
import { deserializeError, serializeError } from './serialized-error.js';

export interface CoalescerOptions {
  /** Key and channel prefix in Redis. Default `coalesce`. */
  prefix?: string;
  /** Connection for pub/sub (it cannot run other commands). Default: a duplicate of `redis`, closed by `close()`. */
  subscriber?: RedisClient;
  /** How long a leader holds the lock before others may take over. Default 15 000 ms. */
  lockTtlMs?: number;
  /** How long a caller waits for another's run before running `fn` itself. Default 10 000 ms. */
  waitTimeoutMs?: number;
  /** Polling interval, the fallback when a completion message is missed. Default 250 ms. */
  pollIntervalMs?: number;
}

type Step = ['hit', string] | ['outcome', string] | ['lead'] | ['wait', string];

interface Waiter {
  notified: boolean;
  wake?: () => void;
}

/**
 * Runs identical reads once across every process sharing Redis: the first caller of a key takes a
 * lock, runs `fn` and caches its JSON result for `ttlMs`; concurrent callers wait for it (pub/sub,
 * with polling as fallback) and get the same value, or the same error (errors are not cached).
 * Callers in one process share one promise without touching Redis. Results must be JSON values;
 * callers in other processes get a parsed copy, callers in this process the same object.
 */
export class Coalescer {
  readonly #redis: RedisClient;
  readonly #prefix: string;
  readonly #channel: string;
  readonly #lockTtlMs: number;
  readonly #waitTimeoutMs: number;
  readonly #pollIntervalMs: number;
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #waiters = new Map<string, Set<Waiter>>();
  #subscriber: RedisClient | undefined;
  readonly #ownsSubscriber: boolean;
  #subscribed: Promise<unknown> | undefined;
  readonly #onMessage = (channel: string, key: string): void => {
    if (channel !== this.#channel) return;
    for (const waiter of this.#waiters.get(key) ?? []) {
      waiter.notified = true;
      waiter.wake?.();
    }
  };

  constructor(redis: RedisClient, options: CoalescerOptions = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'coalesce';
    this.#channel = `${this.#prefix}:done`;
    this.#subscriber = options.subscriber;
    this.#ownsSubscriber = options.subscriber === undefined;
    this.#lockTtlMs = options.lockTtlMs ?? 15_000;
    this.#waitTimeoutMs = options.waitTimeoutMs ?? 10_000;
    this.#pollIntervalMs = options.pollIntervalMs ?? 250;
  }

  /**
   * The cached or in-flight result of `key`, or `fn()` run once for everyone. `ttlMs` is how long
   * the result stays cached (a few seconds for live state, longer for configuration; 0: none).
   */
  run<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T> {
    const existing = this.#inflight.get(key);
    if (existing) return existing as Promise<T>;
    const promise = this.#runShared(key, ttlMs, fn).finally(() => {
      if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
    });
    this.#inflight.set(key, promise);
    return promise;
  }

  /**
   * Caches `value` as the result of `key` for `ttlMs`, as if a run had just produced it (a reading made
   * elsewhere that callers of `key` may use).
   */
  async prime(key: string, ttlMs: number, value: unknown): Promise<void> {
    if (ttlMs <= 0) return;
    await this.#redis.set(
      this.#keys(key, undefined)[0],
      JSON.stringify(value ?? null),
      'PX',
      Math.floor(ttlMs),
    );
  }

  /**
   * Drops cached results (and the right of in-flight runs to cache) of every key starting with
   * `prefix`, e.g. an account's blacklist reads after a number was added. Returns keys deleted.
   */
  async invalidate(prefix: string): Promise<number> {
    for (const key of this.#inflight.keys()) if (key.startsWith(prefix)) this.#inflight.delete(key);
    const match = `${this.#prefix}:{${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    // each coalesced key is its own slot: on a cluster the matches lie on every master, one UNLINK per slot
    return unlinkMatching(this.#redis, match, (k) => k.endsWith('}:r') || k.endsWith('}:l'));
  }

  /** Which of `keys` have a cached result now (their callers would be answered without running `fn`). */
  async cached(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    // one EXISTS per key (each its own slot), sent together
    const found = await Promise.all(keys.map((key) => this.#redis.exists(this.#keys(key, undefined)[0])));
    return new Set(keys.filter((_, i) => found[i] === 1));
  }

  /** Stops listening; closes the pub/sub connection if this instance created it. */
  async close(): Promise<void> {
    const subscriber = this.#subscriber;
    const subscribed = this.#subscribed !== undefined;
    this.#subscribed = undefined;
    if (!subscriber) return;
    subscriber.off('message', this.#onMessage);
    if (this.#ownsSubscriber) {
      this.#subscriber = undefined;
      await subscriber.quit();
    } else if (subscribed) {
      await subscriber.unsubscribe(this.#channel);
    }
  }

  async #runShared<T>(key: string, ttlMs: number, fn: () => Promise<T>): Promise<T> {
    const token = randomUUID();
    const first = await this.#step(key, token, undefined);
    if (first[0] !== 'wait') return this.#settle(first, key, token, ttlMs, fn);

    const waiter: Waiter = { notified: false };
    const waiters = this.#waiters.get(key) ?? new Set();
    this.#waiters.set(key, waiters.add(waiter));
    try {
      await this.#subscribe().catch(() => {}); // without pub/sub, polling still works
      const deadline = Date.now() + this.#waitTimeoutMs;
      let holder = first[1];
      // re-check at once: the run may have finished before we were listening
      for (;;) {
        const step = await this.#step(key, token, holder);
        if (step[0] !== 'wait') return this.#settle(step, key, token, ttlMs, fn);
        holder = step[1];
        const left = deadline - Date.now();
        if (left <= 0) return fn();
        await this.#sleep(waiter, Math.min(this.#pollIntervalMs, left));
      }
    } finally {
      waiters.delete(waiter);
      if (waiters.size === 0 && this.#waiters.get(key) === waiters) this.#waiters.delete(key);
    }
  }

  #settle<T>(
    step: Exclude<Step, ['wait', string]>,
    key: string,
    token: string,
    ttlMs: number,
    fn: () => Promise<T>,
  ): T | Promise<T> {
    switch (step[0]) {
      case 'hit':
        return JSON.parse(step[1]) as T;
      case 'outcome': {
        const text = step[1];
        if (text.startsWith('ok\n')) return JSON.parse(text.slice(3)) as T;
        throw deserializeError(text.slice(4));
      }
      case 'lead':
        return this.#lead(key, token, ttlMs, fn);
    }
  }

  async #lead<T>(key: string, token: string, ttlMs: number, fn: () => Promise<T>): Promise<T> {
    let value: T;
    let payload: string;
    try {
      value = await fn();
      payload = JSON.stringify(value ?? null);
    } catch (error) {
      await this.#finish(key, token, 'err', serializeError(error), 0).catch(() => {});
      throw error;
    }
    await this.#finish(key, token, 'ok', payload, ttlMs);
    return value;
  }

  #keys(key: string, token: string | undefined): [string, string, string] {
    const base = `${this.#prefix}:{${key}}`;
    return [`${base}:r`, `${base}:l`, `${base}:o:${token ?? '-'}`];
  }

  async #step(key: string, token: string, holder: string | undefined): Promise<Step> {
    return (await stepScript.run(this.#redis, this.#keys(key, holder), [
      token,
      this.#lockTtlMs,
      holder === undefined ? 0 : 1,
    ])) as Step;
  }

  async #finish(key: string, token: string, status: 'ok' | 'err', payload: string, ttlMs: number) {
    await finishScript.run(this.#redis, this.#keys(key, token), [
      token,
      status,
      payload,
      Math.max(Math.floor(ttlMs), 0),
      this.#waitTimeoutMs,
      this.#channel,
      key,
    ]);
  }

  #subscribe(): Promise<unknown> {
    if (!this.#subscribed) {
      const subscriber = this.#subscriber ?? this.#redis.duplicate();
      this.#subscriber = subscriber;
      subscriber.on('message', this.#onMessage);
      const subscribed = subscriber.subscribe(this.#channel).catch((error: unknown) => {
        subscriber.off('message', this.#onMessage);
        if (this.#subscribed === subscribed) this.#subscribed = undefined;
        throw error;
      });
      this.#subscribed = subscribed;
    }
    return this.#subscribed;
  }

  /** Resolves after `ms`, or as soon as a completion of the waiter's key is announced. */
  #sleep(waiter: Waiter, ms: number): Promise<void> {
    if (waiter.notified) {
      waiter.notified = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        waiter.wake = undefined;
        waiter.notified = false;
        resolve();
      }
      waiter.wake = done;
    });
  }
}
