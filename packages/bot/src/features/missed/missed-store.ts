import type { Logger } from 'pino';
import type { RedisClient } from '../../redis/redis-client.js';
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
 * Missed-call rules shared by every process: the configuration file's (read-only) plus those added from Slack
 * (a Redis hash per account), channel pauses (keys that expire), and each rule's state.
 */
export class MissedStore {
  readonly #byAccount = new Map<string, MissedRule[]>();

  constructor(
    private readonly redis: RedisClient,
    private readonly keys: MissedKeys,
    configRules: readonly MissedRule[],
    private readonly logger: Logger,
  ) {
    for (const rule of configRules) {
      const list = this.#byAccount.get(rule.accountId) ?? [];
      list.push(rule);
      this.#byAccount.set(rule.accountId, list);
    }
  }

  async rules(accountId: string): Promise<MissedRule[]> {
    const added: MissedRule[] = [];
    for (const text of await this.redis.hvals(this.keys.rules(accountId))) {
      const parsed = MissedRule.safeParse(safeJson(text));
      if (parsed.success) added.push(parsed.data);
      else this.logger.warn({ account: accountId }, 'unreadable missed-call rule ignored');
    }
    added.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0) || a.id.localeCompare(b.id));
    return [...(this.#byAccount.get(accountId) ?? []), ...added];
  }

  /** Stores a rule added from Slack; the same id again (a job run twice) keeps the first. */
  async add(rule: MissedRule): Promise<MissedRule> {
    const key = this.keys.rules(rule.accountId);
    if ((await this.redis.hsetnx(key, rule.id, JSON.stringify(rule))) === 1) return rule;
    const existing = MissedRule.safeParse(safeJson(await this.redis.hget(key, rule.id)));
    return existing.success ? existing.data : rule;
  }

  async remove(accountId: string, id: string): Promise<'removed' | 'not_found' | 'config'> {
    if (this.#byAccount.get(accountId)?.some((r) => r.id === id)) return 'config';
    if ((await this.redis.hdel(this.keys.rules(accountId), id)) !== 1) return 'not_found';
    await this.redis.del(this.keys.ruleState(accountId, id));
    return 'removed';
  }

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

  async state(accountId: string, ruleId: string): Promise<RuleState> {
    const hash = await this.redis.hgetall(this.keys.ruleState(accountId, ruleId));
    return {
      cursorId: hash.cursorId === undefined ? undefined : Number(hash.cursorId),
      watchingSince:
        hash.cursorId === undefined ? undefined : hash.watchingSince ? Number(hash.watchingSince) : 0,
      problem: hash.problem
        ? { kind: hash.problem as MissedProblem, since: Number(hash.problemAt ?? 0) }
        : undefined,
      lastProblem: hash.lastProblem
        ? { kind: hash.lastProblem as MissedProblem, since: Number(hash.lastProblemAt ?? 0) }
        : undefined,
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
    const key = this.keys.ruleState(accountId, ruleId);
    const current = await this.redis.hget(key, 'problem');
    if (current === kind) return;
    await this.redis.hset(
      key,
      'problem',
      kind,
      'problemAt',
      String(at),
      'lastProblem',
      kind,
      'lastProblemAt',
      String(at),
    );
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

function safeJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
