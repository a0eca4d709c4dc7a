import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { FeedRuleStore, untilOf } from '../kit/feed-rule-store.js';
import { safeJson } from '../kit/safe-json.js';
import type { AlertKeys } from './alert-keys.js';
import { AlertRule } from './alert-rule.schema.js';

/** Why a channel/queue is quiet: the channel is paused, or someone pressed "Silenzia". */
export interface Mute {
  pausedUntil: number | null;
  silence: { until: number; by: string } | null;
}

export type { RemoveResult } from '../kit/feed-rule-store.js';

/**
 * Alert rules and mutes shared by every process: the rules and channel pauses of every feed
 * (`FeedRuleStore`), and per-queue silences (keys that expire by themselves).
 */
export class AlertStore extends FeedRuleStore<AlertRule> {
  declare protected readonly keys: AlertKeys;

  constructor(redis: RedisClient, keys: AlertKeys, configRules: readonly AlertRule[], logger: Logger) {
    super(redis, keys, AlertRule, configRules, logger, 'alert');
  }

  /** "Silenzia N min" on a card: the queue stays quiet in that channel until `untilMs`. */
  async silence(
    accountId: string,
    channel: string,
    queue: string,
    untilMs: number,
    by: string,
  ): Promise<void> {
    const ttl = untilMs - Date.now();
    if (ttl <= 0) return;
    await this.redis.set(
      this.keys.silence(accountId, channel, queue),
      JSON.stringify({ until: untilMs, by }),
      'PX',
      ttl,
    );
  }

  /** The pause of the channel and the silence of the queue there, if any. */
  async mute(accountId: string, channel: string, queue: string): Promise<Mute> {
    const [pause, silence] = await this.redis.mget(
      this.keys.pause(accountId, channel),
      this.keys.silence(accountId, channel, queue),
    );
    const now = Date.now();
    const parsed = safeJson(silence) as { until?: unknown; by?: unknown } | undefined;
    return {
      pausedUntil: untilOf(pause, now),
      silence:
        typeof parsed?.until === 'number' && typeof parsed.by === 'string' && parsed.until > now
          ? { until: parsed.until, by: parsed.by }
          : null,
    };
  }
}

/** True when a mute keeps the channel/queue quiet now. */
export function isMuted(mute: Mute): boolean {
  return mute.pausedUntil !== null || mute.silence !== null;
}
