import type { QueueLive } from '@centralino/schemas';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { LuaScript } from '../../pbx/limiter/lua-script.js';
import type { AlertKeys } from './alert-keys.js';

/** One reading of every queue of an account (`GET /v1/queue/live`), by the poller or by a user's command. */
export interface QueueSample {
  at: number;
  source: 'poll' | 'command';
  queues: QueueLive[];
}

/** KEYS: sample; ARGV: at, source, json, ttlMs. Keeps only the newest sample. Returns 1 when stored. */
const offerScript = new LuaScript(`
local current = tonumber(redis.call('HGET', KEYS[1], 'at') or '0')
if tonumber(ARGV[1]) <= current then return 0 end
redis.call('HSET', KEYS[1], 'at', ARGV[1], 'source', ARGV[2], 'queues', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`);

/** KEYS: sample; ARGV: at. Claims the right to apply the sample of `at` to the cards, once. */
const claimScript = new LuaScript(`
local applied = tonumber(redis.call('HGET', KEYS[1], 'appliedAt') or '0')
if tonumber(ARGV[1]) <= applied then return 0 end
redis.call('HSET', KEYS[1], 'appliedAt', ARGV[1])
return 1
`);

/** The newest sample is kept a day at most. */
export const SAMPLE_TTL_MS = 86_400_000;

/**
 * The latest sample of each account's queues, shared by every process: whoever read `GET /v1/queue/live` last
 * (the alerts' poller or a user's `/queue live`), the alerts evaluate it once and plan from it.
 */
export class QueueSampleStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
    /** Capped by the configured retention (`privacy.retention_days`). */
    private readonly ttlMs = SAMPLE_TTL_MS,
  ) {}

  /** Stores the sample if it is newer than the one kept; true when it was. */
  async offer(accountId: string, sample: QueueSample): Promise<boolean> {
    const reply = await offerScript.run(
      this.redis,
      [this.keys.sample(accountId)],
      [Math.floor(sample.at), sample.source, JSON.stringify(sample.queues), this.ttlMs],
    );
    return reply === 1;
  }

  async latest(accountId: string): Promise<(QueueSample & { appliedAt: number }) | undefined> {
    const hash = await this.redis.hgetall(this.keys.sample(accountId));
    if (!hash.at || !hash.queues) return undefined;
    return {
      at: Number(hash.at),
      source: hash.source === 'command' ? 'command' : 'poll',
      queues: JSON.parse(hash.queues) as QueueLive[],
      appliedAt: Number(hash.appliedAt ?? 0),
    };
  }

  /** True for exactly one caller per sample: the one that applies it to the cards. */
  async claim(accountId: string, at: number): Promise<boolean> {
    return (await claimScript.run(this.redis, [this.keys.sample(accountId)], [Math.floor(at)])) === 1;
  }
}
