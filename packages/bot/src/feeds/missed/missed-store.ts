import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { problemsOf, recordProblem } from '../kit/account-hash.js';
import { FeedRuleStore, type RemoveResult } from '../kit/feed-rule-store.js';
import { safeJson } from '../kit/safe-json.js';
import type { MissedKeys } from './missed-keys.js';
import { MissedRule } from './missed-rule.schema.js';

/** Why a rule's notices are late, kept per rule for `/calls missed list` (the last problem seen). */
export type MissedProblem =
  | 'history-failing'
  | 'budget-blocked'
  | 'budget-spent'
  | 'slack-ratelimited'
  | 'slack-failing'
  | 'channel-unavailable';

/** What a rule knows about itself besides its definition. */
export interface RuleState {
  /** Records with an id up to this one came before the rule: no notice for them. */
  cursorId: number | undefined;
  /** When the rule started watching (its first read; 0: before this was recorded); `undefined`: not yet. */
  watchingSince: number | undefined;
  problem: { kind: MissedProblem; since: number } | undefined;
  /** The last problem seen, kept after it is over. */
  lastProblem: { kind: MissedProblem; since: number } | undefined;
}

/**
 * Missed-call rules shared by every process: the rules and channel pauses of every feed (`FeedRuleStore`), and
 * each rule's state.
 */
export class MissedStore extends FeedRuleStore<MissedRule> {
  declare protected readonly keys: MissedKeys;

  constructor(redis: RedisClient, keys: MissedKeys, configRules: readonly MissedRule[], logger: Logger) {
    super(redis, keys, MissedRule, configRules, logger, 'missed-call');
  }

  override async remove(accountId: string, id: string): Promise<RemoveResult> {
    const result = await super.remove(accountId, id);
    if (result === 'removed') await this.redis.del(this.keys.ruleState(accountId, id));
    return result;
  }

  async state(accountId: string, ruleId: string): Promise<RuleState> {
    const hash = await this.redis.hgetall(this.keys.ruleState(accountId, ruleId));
    return {
      cursorId: hash.cursorId === undefined ? undefined : Number(hash.cursorId),
      watchingSince:
        hash.cursorId === undefined ? undefined : hash.watchingSince ? Number(hash.watchingSince) : 0,
      ...problemsOf<MissedProblem>(hash),
    };
  }

  /** The first read after the rule was added: records up to `id` came before it. True for the one that set it. */
  async setCursor(accountId: string, ruleId: string, id: number, now = Date.now()): Promise<boolean> {
    const key = this.keys.ruleState(accountId, ruleId);
    if ((await this.redis.hsetnx(key, 'cursorId', String(id))) !== 1) return false;
    await this.redis.hset(key, 'watchingSince', String(now));
    return true;
  }

  /** Today's missed calls before the rule was enabled (the "Mostrale" button lists them). */
  async setToday(accountId: string, ruleId: string, lines: readonly unknown[]): Promise<void> {
    await this.redis.hset(this.keys.ruleState(accountId, ruleId), 'today', JSON.stringify(lines));
  }

  async today(accountId: string, ruleId: string): Promise<unknown[]> {
    const parsed = safeJson(await this.redis.hget(this.keys.ruleState(accountId, ruleId), 'today'));
    return Array.isArray(parsed) ? parsed : [];
  }

  /** Records the problem delaying a rule's notices (the first instant it was seen is kept). */
  async setProblem(accountId: string, ruleId: string, kind: MissedProblem, at: number): Promise<void> {
    await recordProblem(this.redis, this.keys.ruleState(accountId, ruleId), kind, at);
  }

  async clearProblem(accountId: string, ruleId: string, kinds?: readonly MissedProblem[]): Promise<void> {
    const key = this.keys.ruleState(accountId, ruleId);
    if (kinds) {
      const current = await this.redis.hget(key, 'problem');
      if (current === null || !kinds.includes(current as MissedProblem)) return;
    }
    await this.redis.hdel(key, 'problem', 'problemAt');
  }
}
