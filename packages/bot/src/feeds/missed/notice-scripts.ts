import { LuaScript } from '../../pbx/limiter/lua-script.js';

/** The notice store's atomic steps (Lua: one notice and the account's open index, one hash slot). */

/** The fields a block leaves on a notice (a missed call after it, the number unblocked since, drops them). */
export const BLOCKED_FIELDS = "'blockedBy', 'blockedAt', 'blockedWall', 'blockedList'";

/**
 * KEYS: notice, its records, the account's open index, the notice's abandoned ends.
 * ARGV: record id, calldate, caller label, destination, wait s, status, ttl s, notice id, account, channel,
 * rule, caller number, day, end (wall-clock seconds; empty unless abandoned).
 * Counts a missed call into its notice once (a record already counted returns 0, whoever read it): the newest
 * call's details are shown, and a missed call after a resolution or a close opens the notice again; after a
 * block, only a call later than the block does (one from before it, read late, was not refused yet). An
 * abandoned call's end is kept, so that a live sample seeing it later does not count it again. Returns the
 * notice's new version.
 */
export const countScript = new LuaScript(`
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('EXPIRE', KEYS[2], ARGV[7])
if ARGV[14] ~= '' then
  redis.call('ZADD', KEYS[4], ARGV[14], ARGV[1])
  redis.call('EXPIRE', KEYS[4], ARGV[7])
end
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
if n == 1 then
  redis.call('HSET', KEYS[1], 'id', ARGV[8], 'accountId', ARGV[9], 'channel', ARGV[10], 'ruleId', ARGV[11],
    'caller', ARGV[12], 'day', ARGV[13], 'firstAt', ARGV[2])
end
local last = redis.call('HGET', KEYS[1], 'lastAt')
last = last or ''
local status = redis.call('HGET', KEYS[1], 'status')
local held = status == 'blocked' and ARGV[2] <= (redis.call('HGET', KEYS[1], 'blockedWall') or '')
if ARGV[2] >= last then
  redis.call('HSET', KEYS[1], 'lastAt', ARGV[2], 'label', ARGV[3], 'destination', ARGV[4], 'wait', ARGV[5],
    'lastStatus', ARGV[6])
  redis.call('HDEL', KEYS[1], 'liveQueue')
  if not held then
    if status ~= 'open' then
      redis.call('HSET', KEYS[1], 'status', 'open')
      redis.call('HDEL', KEYS[1], 'doneBy', 'doneAt', 'resolvedAt', ${BLOCKED_FIELDS})
    end
    if ARGV[2] > last then redis.call('HDEL', KEYS[1], 'callingBy', 'callingAt', 'callingExt') end
    redis.call('HSET', KEYS[3], ARGV[8], ARGV[10])
  end
end
redis.call('EXPIRE', KEYS[1], ARGV[7])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/**
 * KEYS: notice, open index. ARGV: kind, at, by, outcome, uid, resolves (1/0), notice id, now ms, extension,
 * the Slack user linked to it, its name (both may be empty).
 * Shows what closes the loop: only what happened after the last missed call (at or after its second: the
 * history writes whole seconds, see `callbackOf`), once per record, never an older attempt over a newer one;
 * an answered one resolves an open notice. Returns the new version, or 0.
 */
export const resolveScript = new LuaScript(`
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 0 end
if ARGV[2] < (redis.call('HGET', KEYS[1], 'lastAt') or '') then return 0 end
if redis.call('HGET', KEYS[1], 'cbUid') == ARGV[5] then return 0 end
local prev = redis.call('HGET', KEYS[1], 'cbAt')
if prev and ARGV[2] < prev then return 0 end
redis.call('HSET', KEYS[1], 'cbKind', ARGV[1], 'cbAt', ARGV[2], 'cbBy', ARGV[3], 'cbOutcome', ARGV[4], 'cbUid', ARGV[5],
  'cbExt', ARGV[9], 'cbUser', ARGV[10], 'cbName', ARGV[11])
if ARGV[6] == '1' and status == 'open' then
  redis.call('HSET', KEYS[1], 'status', 'resolved', 'resolvedAt', ARGV[8])
  redis.call('HDEL', KEYS[2], ARGV[7])
end
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/** KEYS: notice. ARGV: user, now. {1, version} taken; {0, holder} someone else has it; {-1} not open. */
export const takeScript = new LuaScript(`
if redis.call('HGET', KEYS[1], 'status') ~= 'open' then return {-1, ''} end
local holder = redis.call('HGET', KEYS[1], 'takenBy')
if holder and holder ~= ARGV[1] then return {0, holder} end
if holder == ARGV[1] then return {2, ''} end
redis.call('HSET', KEYS[1], 'takenBy', ARGV[1], 'takenAt', ARGV[2])
return {1, tostring(redis.call('HINCRBY', KEYS[1], 'version', 1))}
`);

/** KEYS: notice, open index. ARGV: user, now, notice id. The version, or 0 when not open. */
export const doneScript = new LuaScript(`
if redis.call('HGET', KEYS[1], 'status') ~= 'open' then return 0 end
redis.call('HSET', KEYS[1], 'status', 'done', 'doneBy', ARGV[1], 'doneAt', ARGV[2])
redis.call('HDEL', KEYS[2], ARGV[3])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/**
 * KEYS: notice. ARGV: user, now ms, extension. A callback confirmed from the notice ("Chiama"): shown at once,
 * the last confirmer wins. The version, or 0 when the notice is gone or not open. The notice's TTL is kept.
 */
export const callingScript = new LuaScript(`
if redis.call('HGET', KEYS[1], 'status') ~= 'open' then return 0 end
redis.call('HSET', KEYS[1], 'callingBy', ARGV[1], 'callingAt', ARGV[2], 'callingExt', ARGV[3])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/**
 * KEYS: notice, open index. ARGV: user, now ms, the same instant on the account's wall clock, blacklist, notice
 * id. The caller's number was blocked: said once (whatever the notice's state), the notice leaves the open
 * ones. The new version, or 0 when the notice is gone or blocked already.
 */
export const blockScript = new LuaScript(`
local status = redis.call('HGET', KEYS[1], 'status')
if (not status) or status == 'blocked' then return 0 end
redis.call('HSET', KEYS[1], 'status', 'blocked', 'blockedBy', ARGV[1], 'blockedAt', ARGV[2], 'blockedWall', ARGV[3],
  'blockedList', ARGV[4])
redis.call('HDEL', KEYS[2], ARGV[5])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);
