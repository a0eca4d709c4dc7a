import { LuaScript } from '../limiter/lua-script.js';

/*
 * Keys of one coalesced key K (hash tag {K}, so one cluster slot):
 *   r          cached result (JSON), PX = the caller's TTL
 *   l          lock held by the running leader: its token, PX = lockTtlMs
 *   o:<token>  outcome of that leader's run ("ok\n<json>" or "err\n<json>"), kept only while its
 *              waiters may still ask; read only by callers that waited for that token, so an error
 *              reaches the waiters of that run but is never served to later callers
 */

/**
 * KEYS: result, lock, outcome of the expected token; ARGV: myToken, lockTtlMs, expecting 1|0
 * Returns {'hit', json} | {'outcome', text} | {'lead'} | {'wait', holderToken}.
 */
export const stepScript = new LuaScript(`
local r = redis.call('GET', KEYS[1])
if r then return {'hit', r} end
if ARGV[3] == '1' then
  local o = redis.call('GET', KEYS[3])
  if o then return {'outcome', o} end
end
if redis.call('SET', KEYS[2], ARGV[1], 'NX', 'PX', ARGV[2]) then return {'lead'} end
return {'wait', redis.call('GET', KEYS[2])}
`);

/**
 * KEYS: result, lock, outcome of my token
 * ARGV: token, 'ok'|'err', payload, ttlMs, outcomeTtlMs, channel, message
 * Caches an ok result only while still holding the lock (an invalidation deletes the lock).
 */
export const finishScript = new LuaScript(`
if redis.call('GET', KEYS[2]) == ARGV[1] then
  redis.call('DEL', KEYS[2])
  if ARGV[2] == 'ok' and tonumber(ARGV[4]) > 0 then redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4]) end
end
redis.call('SET', KEYS[3], ARGV[2] .. '\\n' .. ARGV[3], 'PX', ARGV[5])
redis.call('PUBLISH', ARGV[6], ARGV[7])
return 1
`);
