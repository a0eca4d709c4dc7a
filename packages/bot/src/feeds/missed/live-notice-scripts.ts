import { LuaScript } from '../../pbx/limiter/lua-script.js';
import { BLOCKED_FIELDS } from './notice-scripts.js';

/**
 * The provisional records' atomic steps (Lua: one notice, its sets and the account's indexes, one hash slot).
 * A provisional record is a caller a live sample of the queues saw abandon; the history's record of the same
 * call replaces it later (see `ProvisionalNotices`).
 */

/**
 * KEYS: notice, its records, open index, the notice's abandoned ends, provisionals index.
 * ARGV: live id, calldate (estimated), caller name, queue, wait s (at least), ttl s, notice id, account,
 * channel, rule, caller number, day, end from, end to (wall-clock seconds), provisional field, its JSON.
 * Counts the caller into the notice once, whoever handles the sample (the live id is a record of the notice);
 * not when the history already counted an abandoned call of theirs ending in the interval. A blocked notice
 * opens again only for a call after the block (as in `countScript`). Returns the
 * notice's new version, or 0.
 */
export const liveCountScript = new LuaScript(`
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('EXPIRE', KEYS[2], ARGV[6])
if redis.call('ZCOUNT', KEYS[4], ARGV[13], ARGV[14]) > 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
if n == 1 then
  redis.call('HSET', KEYS[1], 'id', ARGV[7], 'accountId', ARGV[8], 'channel', ARGV[9], 'ruleId', ARGV[10],
    'caller', ARGV[11], 'day', ARGV[12], 'firstAt', ARGV[2])
end
local last = redis.call('HGET', KEYS[1], 'lastAt')
local status = redis.call('HGET', KEYS[1], 'status')
local held = status == 'blocked' and ARGV[2] <= (redis.call('HGET', KEYS[1], 'blockedWall') or '')
if (not last) or ARGV[2] >= last then
  redis.call('HSET', KEYS[1], 'lastAt', ARGV[2], 'label', ARGV[3], 'destination', '', 'wait', ARGV[5],
    'lastStatus', 'abandoned', 'liveQueue', ARGV[4])
  if not held then
    if status ~= 'open' then
      redis.call('HSET', KEYS[1], 'status', 'open')
      redis.call('HDEL', KEYS[1], 'doneBy', 'doneAt', 'resolvedAt', ${BLOCKED_FIELDS})
    end
    redis.call('HSET', KEYS[3], ARGV[7], ARGV[9])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[6])
redis.call('HSET', KEYS[5], ARGV[15], ARGV[16])
redis.call('EXPIRE', KEYS[5], ARGV[6])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/**
 * KEYS: notice, its records, the notice's abandoned ends, provisionals index.
 * ARGV: record id, calldate, caller label, destination, wait s, status, ttl s, provisional field, end
 * (wall-clock seconds), the calldate the provisional record showed.
 * The history's record of a call a live sample counted: it takes the provisional record's place — the count
 * stays, the details shown become the record's (when the provisional one was shown), the version goes up.
 * Returns the new version; 0 when the record was counted already; -1 when the provisional record is no longer
 * waiting (another record confirmed it): the record is then counted as any other.
 */
export const confirmScript = new LuaScript(`
if redis.call('HEXISTS', KEYS[4], ARGV[8]) == 0 then return -1 end
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('EXPIRE', KEYS[2], ARGV[7])
redis.call('HDEL', KEYS[4], ARGV[8])
redis.call('ZADD', KEYS[3], ARGV[9], ARGV[1])
redis.call('EXPIRE', KEYS[3], ARGV[7])
local last = redis.call('HGET', KEYS[1], 'lastAt')
if (not last) or last == ARGV[10] or ARGV[2] >= last then
  redis.call('HSET', KEYS[1], 'lastAt', ARGV[2], 'label', ARGV[3], 'destination', ARGV[4], 'wait', ARGV[5],
    'lastStatus', ARGV[6])
  redis.call('HDEL', KEYS[1], 'liveQueue')
end
if redis.call('HGET', KEYS[1], 'firstAt') == ARGV[10] then redis.call('HSET', KEYS[1], 'firstAt', ARGV[2]) end
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);
