import type { Logger } from 'pino';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AlertKeys } from './alert-keys.js';
import { AlertRule } from './alert-rule.schema.js';

/** Why a channel/queue is quiet: the channel is paused, or someone pressed "Silenzia". */
export interface Mute {
  pausedUntil: number | null;
  silence: { until: number; by: string } | null;
}

/** Outcome of removing a rule. */
export type RemoveResult = 'removed' | 'not_found' | 'config';

/**
 * Alert rules and mutes shared by every process: the rules of the configuration file (read-only) plus those
 * added from Slack (a Redis hash per account, so they survive restarts), channel pauses and per-queue silences
 * (keys that expire by themselves).
 */
export class AlertStore {
  readonly #byAccount = new Map<string, AlertRule[]>();

  constructor(
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
    configRules: readonly AlertRule[],
    private readonly logger: Logger,
  ) {
    for (const rule of configRules) {
      const list = this.#byAccount.get(rule.accountId) ?? [];
      list.push(rule);
      this.#byAccount.set(rule.accountId, list);
    }
  }

  /** Every rule of the account: configured ones first, then those added from Slack (oldest first). */
  async rules(accountId: string): Promise<AlertRule[]> {
    const stored = await this.redis.hvals(this.keys.rules(accountId));
    const added: AlertRule[] = [];
    for (const text of stored) {
      const parsed = AlertRule.safeParse(safeJson(text));
      if (parsed.success) added.push(parsed.data);
      else this.logger.warn({ account: accountId }, 'unreadable alert rule ignored');
    }
    added.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0) || a.id.localeCompare(b.id));
    return [...(this.#byAccount.get(accountId) ?? []), ...added];
  }

  /** Stores a rule added from Slack; a rule with the same id (a job run twice) is kept as it was. */
  async add(rule: AlertRule): Promise<AlertRule> {
    const key = this.keys.rules(rule.accountId);
    const created = await this.redis.hsetnx(key, rule.id, JSON.stringify(rule));
    if (created === 1) return rule;
    const existing = AlertRule.safeParse(safeJson(await this.redis.hget(key, rule.id)));
    return existing.success ? existing.data : rule;
  }

  async remove(accountId: string, id: string): Promise<RemoveResult> {
    if (this.#byAccount.get(accountId)?.some((r) => r.id === id)) return 'config';
    return (await this.redis.hdel(this.keys.rules(accountId), id)) === 1 ? 'removed' : 'not_found';
  }

  /** Pauses the channel's alerts until `untilMs`; `null` resumes them. */
  async setPause(accountId: string, channel: string, untilMs: number | null): Promise<void> {
    const key = this.keys.pause(accountId, channel);
    const ttl = untilMs === null ? 0 : untilMs - Date.now();
    if (ttl <= 0) await this.redis.del(key);
    else await this.redis.set(key, String(untilMs), 'PX', ttl);
  }

  async pausedUntil(accountId: string, channel: string): Promise<number | null> {
    const value = Number(await this.redis.get(this.keys.pause(accountId, channel)));
    return Number.isFinite(value) && value > Date.now() ? value : null;
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
    const pausedUntil = Number(pause);
    const parsed = safeJson(silence) as { until?: unknown; by?: unknown } | undefined;
    return {
      pausedUntil: Number.isFinite(pausedUntil) && pausedUntil > now ? pausedUntil : null,
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

function safeJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
