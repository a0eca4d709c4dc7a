import type { RedisClient } from '../../core/redis/redis-client.js';
import { ADD_REPORT_SCRIPT } from './report-add-script.js';
import type { ReportKeys } from './report-keys.js';
import { ReportRule } from './report-rule.schema.js';

const parse = (text: string | null): ReportRule | undefined => {
  if (text === null) return undefined;
  try {
    const rule = ReportRule.safeParse(JSON.parse(text));
    return rule.success ? rule.data : undefined;
  } catch {
    return undefined;
  }
};

/** The morning reports of each account, shared by every process (a Redis hash per account). */
export class ReportStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: ReportKeys,
  ) {}

  /** The account's reports, oldest first. */
  async rules(accountId: string): Promise<ReportRule[]> {
    const all = (await this.redis.hvals(this.keys.rules(accountId))).flatMap((t) => parse(t) ?? []);
    return all.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0) || a.id.localeCompare(b.id));
  }

  async get(accountId: string, id: string): Promise<ReportRule | undefined> {
    return parse(await this.redis.hget(this.keys.rules(accountId), id));
  }

  /**
   * Stores a report; the same id again (a job run twice) keeps the first. Refused, atomically, when another
   * report of the same channel posts at the same time on a day this one posts too: `clash` is its id.
   */
  async add(rule: ReportRule): Promise<{ rule: ReportRule; clash?: string }> {
    const key = this.keys.rules(rule.accountId);
    const outcome = String(await this.redis.eval(ADD_REPORT_SCRIPT, 1, key, rule.id, JSON.stringify(rule)));
    if (outcome.startsWith('clash ')) return { rule, clash: outcome.slice('clash '.length) };
    if (outcome === 'same') return { rule: (await this.get(rule.accountId, rule.id)) ?? rule };
    return { rule };
  }

  async remove(accountId: string, id: string): Promise<boolean> {
    return (await this.redis.hdel(this.keys.rules(accountId), id)) === 1;
  }

  /**
   * Claims the post of a report for a day: `claimed` for exactly one caller; `posted` once it went out; `busy`
   * while another process is posting it (its claim lapses after 10 minutes, should that process have died).
   */
  async claimPost(accountId: string, ruleId: string, date: string): Promise<'claimed' | 'posted' | 'busy'> {
    const key = this.keys.post(accountId, ruleId, date);
    if ((await this.redis.set(key, 'posting', 'EX', 600, 'NX')) === 'OK') return 'claimed';
    return (await this.redis.get(key))?.startsWith('posted') ? 'posted' : 'busy';
  }

  /** The post failed before Slack took it: the next try may post. */
  async releasePost(accountId: string, ruleId: string, date: string): Promise<void> {
    await this.redis.del(this.keys.post(accountId, ruleId, date));
  }

  /** Why a try failed (`unreachable`, `budget`, `slack`): the late post says it. */
  async noteFailure(accountId: string, ruleId: string, date: string, reason: string): Promise<void> {
    await this.redis.set(this.keys.failure(accountId, ruleId, date), reason, 'EX', 8 * 86_400);
  }

  async lastFailure(accountId: string, ruleId: string, date: string): Promise<string | undefined> {
    return (await this.redis.get(this.keys.failure(accountId, ruleId, date))) ?? undefined;
  }

  async markPosted(accountId: string, ruleId: string, date: string, ts: string): Promise<void> {
    await this.redis.set(this.keys.post(accountId, ruleId, date), `posted ${ts}`, 'EX', 8 * 86_400);
  }
}
