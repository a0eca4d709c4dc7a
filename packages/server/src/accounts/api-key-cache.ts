import type { Database } from '../db/database.js';
import type { Clock } from '../time/clock.js';
import { hashApiKey, looksLikeApiKey } from './api-key.js';
import { type AuthenticatedKey, authenticateApiKey } from './api-keys.js';

/** Authenticates keys from memory, reading the database at most once per key per {@link KeyCacheOptions.maxAgeMs}. */
export interface ApiKeyCache {
  /** The account of a clear key, or undefined for an unknown, revoked or malformed key. */
  authenticate(apiKey: string): Promise<AuthenticatedKey | undefined>;
  /** Forgets every key at once (after a revocation on this instance); lookups already running are not cached. */
  clear(): void;
}

export interface KeyCacheOptions {
  /** How long a key read from the database is trusted without reading it again. Default 1000 ms. */
  maxAgeMs?: number;
  /** Keys kept at most; the oldest are dropped first. Default 10,000. */
  maxEntries?: number;
  /** Monotonic milliseconds (real time, never the sandbox clock). Default `performance.now`. */
  monotonicNow?: () => number;
}

interface Entry {
  auth: AuthenticatedKey;
  /** When the read that found the key started: the key existed then, so it is trusted until this + maxAge. */
  readAt: number;
}

/**
 * A key → account cache in front of {@link authenticateApiKey}. A key is read again once its entry is
 * `maxAgeMs` old, so a key revoked on another instance sharing the database stops working there within that
 * time; concurrent requests with the same key share one read. Only keys that authenticate are cached, by hash.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export function createApiKeyCache(db: Database, clock: Clock, options: KeyCacheOptions = {}): ApiKeyCache {
  const maxAgeMs = options.maxAgeMs ?? 1000;
  const maxEntries = options.maxEntries ?? 10_000;
  const monotonicNow = options.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const reading = new Map<string, Promise<AuthenticatedKey | undefined>>();
  let generation = 0;

  async function read(apiKey: string, hash: string): Promise<AuthenticatedKey | undefined> {
    const startedIn = generation;
    const readAt = monotonicNow();
    try {
      const auth = await authenticateApiKey(db, apiKey, clock.now());
      if (startedIn === generation) {
        entries.delete(hash);
        if (auth) {
          entries.set(hash, { auth, readAt });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
      }
      return auth;
    } finally {
      if (startedIn === generation) reading.delete(hash);
    }
  }

  return {
    authenticate(apiKey) {
      if (!looksLikeApiKey(apiKey)) return Promise.resolve(undefined);
      const hash = hashApiKey(apiKey);
      const entry = entries.get(hash);
      if (entry && monotonicNow() - entry.readAt < maxAgeMs) return Promise.resolve(entry.auth);
      let pending = reading.get(hash);
      if (!pending) {
        pending = read(apiKey, hash);
        reading.set(hash, pending);
      }
      return pending;
    },
    clear() {
      generation++;
      entries.clear();
      reading.clear();
    },
  };
}
