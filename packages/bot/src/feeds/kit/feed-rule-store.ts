import type { Logger } from 'pino';
import type { z } from 'zod';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { FeedKeys } from './feed-keys.js';
import type { FeedRule } from './feed-rule.schema.js';
import { safeJson } from './safe-json.js';

/** Outcome of removing a rule: a configured rule is changed in the file, not from Slack. */
export type RemoveResult = 'removed' | 'not_found' | 'config';

/**
 * A feed's rules shared by every process: the configuration file's (read-only) plus those added from Slack (a
 * Redis hash per account, so they survive restarts), and the channels' pauses (keys that expire by themselves).
 * A feed's store extends it with what its rules keep besides.
 */
export class FeedRuleStore<R extends FeedRule> {
  readonly #byAccount = new Map<string, R[]>();

  constructor(
    protected readonly redis: RedisClient,
    protected readonly keys: FeedKeys,
    private readonly schema: z.ZodType<R>,
    configRules: readonly R[],
    private readonly logger: Logger,
    /** Named in the warning about a stored rule that no longer parses (`alert`, `missed-call`). */
    private readonly noun: string,
  ) {
    for (const rule of configRules) {
      const list = this.#byAccount.get(rule.accountId) ?? [];
      list.push(rule);
      this.#byAccount.set(rule.accountId, list);
    }
  }

  /** Every rule of the account: configured ones first, then those added from Slack (oldest first). */
  async rules(accountId: string): Promise<R[]> {
    const added: R[] = [];
    for (const text of await this.redis.hvals(this.keys.rules(accountId))) {
      const parsed = this.schema.safeParse(safeJson(text));
      if (parsed.success) added.push(parsed.data);
      else this.logger.warn({ account: accountId }, `unreadable ${this.noun} rule ignored`);
    }
    added.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0) || a.id.localeCompare(b.id));
    return [...(this.#byAccount.get(accountId) ?? []), ...added];
  }

  /** Stores a rule added from Slack; a rule with the same id (a job run twice) is kept as it was. */
  async add(rule: R): Promise<R> {
    const key = this.keys.rules(rule.accountId);
    if ((await this.redis.hsetnx(key, rule.id, JSON.stringify(rule))) === 1) return rule;
    const existing = this.schema.safeParse(safeJson(await this.redis.hget(key, rule.id)));
    return existing.success ? existing.data : rule;
  }

  async remove(accountId: string, id: string): Promise<RemoveResult> {
    if (this.#byAccount.get(accountId)?.some((r) => r.id === id)) return 'config';
    return (await this.redis.hdel(this.keys.rules(accountId), id)) === 1 ? 'removed' : 'not_found';
  }

  /** Pauses the channel's posts of this feed until `untilMs`; `null` resumes them. */
  async setPause(accountId: string, channel: string, untilMs: number | null): Promise<void> {
    const key = this.keys.pause(accountId, channel);
    const ttl = untilMs === null ? 0 : untilMs - Date.now();
    if (ttl <= 0) await this.redis.del(key);
    else await this.redis.set(key, String(untilMs), 'PX', ttl);
  }

  async pausedUntil(accountId: string, channel: string): Promise<number | null> {
    return untilOf(await this.redis.get(this.keys.pause(accountId, channel)));
  }
}

/** A stored pause's end, if it is still ahead. */
export function untilOf(stored: string | null | undefined, now = Date.now()): number | null {
  const value = Number(stored);
  return Number.isFinite(value) && value > now ? value : null;
}
