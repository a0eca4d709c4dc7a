import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AlertKeys } from './alert-keys.js';
import { SHARE_HISTORY_DAYS } from './alert-share.js';

/** KEYS: usage; ARGV: date, used. Keeps the highest count seen for the date. */
const RECORD = `
local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > current then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
redis.call('PEXPIRE', KEYS[1], 10 * 86400000)
return 1
`;

/**
 * Requests an account's commands used per local day (the day's grants minus the background ones), recorded
 * as the alerts see the budget; the alerts' share follows the recent days.
 */
export class CommandUsage {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
  ) {}

  async record(accountId: string, date: string, used: number): Promise<void> {
    await this.redis.eval(RECORD, 1, this.keys.usage(accountId), date, Math.max(Math.floor(used), 0));
  }

  /** Command use of the recent days before `today` (`YYYY-MM-DD`), newest first; days never seen are left out. */
  async recent(accountId: string, today: string): Promise<number[]> {
    const hash = await this.redis.hgetall(this.keys.usage(accountId));
    return Object.entries(hash)
      .filter(([date]) => date < today)
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .slice(0, SHARE_HISTORY_DAYS)
      .map(([, used]) => Number(used));
  }
}
