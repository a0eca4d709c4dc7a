import { LuaScript } from './lua-script.js';

/*
 * Shared keys of one account (all carry the hash tag {accountId}, so they live in one cluster slot):
 *   win          sorted set of grants in the sliding window; member "<c|b|p>:<id>", score = grant ms
 *                (c = command, b = background, p = phantom usage learned from the server's headers)
 *   day:<date>   grants of the local day (the date in the key makes the reset exact; TTL is only GC)
 *   daybg:<date> background grants of the local day
 *   blocked      epoch ms until which every grant is refused (429 Retry-After)
 *   limits       hash perMinute/perDay as last reported by the server
 * Times are Redis' own clock (TIME) unless the caller passes one, so hosts with skewed clocks agree.
 */

const NOW = `
local now = tonumber(ARGV[1])
if not now then
  local t = redis.call('TIME')
  now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`;

/**
 * KEYS: win, day, daybg, blocked, limits
 * ARGV: now|'', windowMs, perMinute, perDay, commandReserve, backgroundDayShare, background 1|0, member, dayEndsAt
 * Returns {1, remainingMinute, remainingDay, now} or {0, reason, retryAfterMs, now}.
 */
export const acquireScript = new LuaScript(`${NOW}
local window = tonumber(ARGV[2])
local perMinute = tonumber(redis.call('HGET', KEYS[5], 'perMinute') or ARGV[3])
local perDay = tonumber(redis.call('HGET', KEYS[5], 'perDay') or ARGV[4])
local background = ARGV[7] == '1'
local dayEndsAt = tonumber(ARGV[9])

local blockedUntil = tonumber(redis.call('GET', KEYS[4]) or '0')
if blockedUntil > now then return {0, 'blocked', blockedUntil - now, now} end

local dayUsed = tonumber(redis.call('GET', KEYS[2]) or '0')
if dayUsed >= perDay then return {0, 'day', dayEndsAt - now, now} end
if background then
  local cap = math.floor(perDay * tonumber(ARGV[6]))
  if tonumber(redis.call('GET', KEYS[3]) or '0') >= cap then return {0, 'reserved', dayEndsAt - now, now} end
end

redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local used = redis.call('ZCARD', KEYS[1])
local cap = perMinute
if background then cap = perMinute - tonumber(ARGV[5]) end
if cap <= 0 then return {0, 'reserved', window, now} end
if used >= cap then
  local reason = 'minute'
  if used < perMinute then reason = 'reserved' end
  -- the slot frees when the (used - cap + 1)-th oldest grant leaves the window
  local entry = redis.call('ZRANGE', KEYS[1], used - cap, used - cap, 'WITHSCORES')
  return {0, reason, tonumber(entry[2]) + window - now, now}
end

redis.call('ZADD', KEYS[1], now, ARGV[8])
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
redis.call('PEXPIRE', KEYS[1], math.max(tonumber(newest[2]) - now, 0) + window + 1000)
local dayTtl = math.max(dayEndsAt - now, 0) + 60000
dayUsed = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], dayTtl)
if background then
  redis.call('INCR', KEYS[3])
  redis.call('PEXPIRE', KEYS[3], dayTtl)
end
return {1, perMinute - used - 1, perDay - dayUsed, now}
`);

/**
 * KEYS: win, day (of "at"), limits
 * ARGV: at, windowMs, limitMinute, remainingMinute, limitDay, remainingDay, dayEndsAt, phantomPrefix, limitsTtlMs
 * Returns {phantomsAdded, dayRaisedBy}.
 */
export const syncScript = new LuaScript(`
local at = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('HSET', KEYS[3], 'perMinute', ARGV[3], 'perDay', ARGV[5])
redis.call('PEXPIRE', KEYS[3], ARGV[9])

-- grants the server saw in its current minute that our window (ending at "at") does not hold
local serverMinute = tonumber(ARGV[3]) - tonumber(ARGV[4])
local localMinute = redis.call('ZCOUNT', KEYS[1], at - window + 1, at)
local phantoms = math.max(serverMinute - localMinute, 0)
for i = 1, phantoms do redis.call('ZADD', KEYS[1], at, ARGV[8] .. i) end
if phantoms > 0 and redis.call('PTTL', KEYS[1]) < window + 1000 then
  redis.call('PEXPIRE', KEYS[1], window + 1000)
end

local serverDay = tonumber(ARGV[5]) - tonumber(ARGV[6])
local localDay = tonumber(redis.call('GET', KEYS[2]) or '0')
local raised = math.max(serverDay - localDay, 0)
if raised > 0 then
  redis.call('SET', KEYS[2], serverDay, 'PX', math.max(tonumber(ARGV[7]) - at, 0) + 60000)
end
return {phantoms, raised}
`);

/**
 * KEYS: win; ARGV: now|'', windowMs, member
 * Moves a grant to the instant its request ended (never earlier than it was): the server counted the request
 * at some moment between the grant and the answer, so the slot is safely free one window after the answer,
 * however long the request travelled. Returns 1 when the grant was moved.
 */
export const settleScript = new LuaScript(`${NOW}
local window = tonumber(ARGV[2])
local score = redis.call('ZSCORE', KEYS[1], ARGV[3])
if not score or tonumber(score) >= now then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
if redis.call('PTTL', KEYS[1]) < window + 1000 then redis.call('PEXPIRE', KEYS[1], window + 1000) end
return 1
`);

/**
 * KEYS: blocked; ARGV: untilMs. Only ever extends the block. Returns 1 when it changed.
 */
export const blockScript = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local untilMs = tonumber(ARGV[1])
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if untilMs <= current or untilMs <= now then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', untilMs - now + 1000)
return 1
`);

/**
 * KEYS: win, day, daybg, blocked, limits; ARGV: now|'', windowMs
 * Returns {now, serverPerMinute|nil, serverPerDay|nil, dayUsed, dayBackground, blockedUntil,
 *          {member, score, ...} of the window, oldest first}. Read-only.
 */
export const snapshotScript = new LuaScript(`${NOW}
local window = tonumber(ARGV[2])
return {
  now,
  redis.call('HGET', KEYS[5], 'perMinute'),
  redis.call('HGET', KEYS[5], 'perDay'),
  tonumber(redis.call('GET', KEYS[2]) or '0'),
  tonumber(redis.call('GET', KEYS[3]) or '0'),
  tonumber(redis.call('GET', KEYS[4]) or '0'),
  redis.call('ZRANGEBYSCORE', KEYS[1], now - window + 1, '+inf', 'WITHSCORES'),
}
`);
