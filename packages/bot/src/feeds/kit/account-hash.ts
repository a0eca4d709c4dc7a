import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * One Redis hash per account holding a feed's state (its reading state, a learnt profile), shared by every
 * process; a feed's store extends it with how its fields read and change.
 */
export class AccountHash {
  constructor(
    protected readonly redis: RedisClient,
    /** The account's hash (under the feed's keys). */
    readonly keyOf: (accountId: string) => string,
  ) {}

  /** Every field of the account's hash (none: `{}`). */
  protected fields(accountId: string): Promise<Record<string, string>> {
    return this.redis.hgetall(this.keyOf(accountId));
  }
}

/** Why a feed's posts are late, since when: kept in a hash as `problem`/`problemAt`, the last one seen too. */
export interface Problem<K extends string> {
  kind: K;
  since: number;
}

/** The problem in force and the last one seen, as a hash keeps them. */
export function problemsOf<K extends string>(
  hash: Record<string, string | undefined>,
): { problem: Problem<K> | undefined; lastProblem: Problem<K> | undefined } {
  return {
    problem: hash.problem ? { kind: hash.problem as K, since: Number(hash.problemAt || 0) } : undefined,
    lastProblem: hash.lastProblem
      ? { kind: hash.lastProblem as K, since: Number(hash.lastProblemAt || 0) }
      : undefined,
  };
}

/** Records a problem (the first instant it was seen is kept while it lasts); also as the last one seen. */
export async function recordProblem(
  redis: RedisClient,
  key: string,
  kind: string,
  at: number,
): Promise<void> {
  if ((await redis.hget(key, 'problem')) === kind) return;
  await redis.hset(
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
