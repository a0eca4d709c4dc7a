import type { RedisClient } from '../../core/redis/redis-client.js';
import { LuaScript } from '../../pbx/limiter/lua-script.js';

/**
 * KEYS: the workspace's bucket. ARGV: per minute, burst, force (1: take a token even below zero).
 * A token bucket filled at `perMinute` a minute up to `burst`, on Redis' clock (every process shares it).
 * Returns {1, 0} when a token was taken, {0, ms until the next token} when not.
 */
const takeScript = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local rate = tonumber(ARGV[1]) / 60000
local burst = tonumber(ARGV[2])
local tokens = tonumber(redis.call('HGET', KEYS[1], 'tokens') or ARGV[2])
local at = tonumber(redis.call('HGET', KEYS[1], 'at') or now)
tokens = math.min(burst, tokens + (now - at) * rate)
local taken = 0
if tokens >= 1 or ARGV[3] == '1' then
  tokens = tokens - 1
  taken = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], 120000)
if taken == 1 then return {1, 0} end
return {0, math.ceil((1 - tokens) / rate)}
`);

/**
 * The pace of `views.publish` for one workspace, shared by every process: Slack allows Tier 4 (100+ a minute);
 * we keep under `perMinute` with a burst, so a round of many viewers is spread instead of refused.
 */
export class PublishPace {
  constructor(
    private readonly redis: RedisClient,
    private readonly perMinute: number,
    private readonly burst: number,
  ) {}

  /** Takes a token (`force`: a user just opened the tab, served even over the pace). */
  async take(key: string, force = false): Promise<{ taken: boolean; waitMs: number }> {
    const [taken, waitMs] = (await takeScript.run(
      this.redis,
      [key],
      [this.perMinute, this.burst, force ? '1' : '0'],
    )) as [number, number];
    return { taken: taken === 1, waitMs };
  }
}
