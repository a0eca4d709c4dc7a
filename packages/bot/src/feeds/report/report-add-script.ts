/**
 * Adds a report atomically unless the same id is there (a job run twice: returns `same`) or another report
 * of the channel posts at the same time on a day the new one posts too (returns `clash <id>`).
 * KEYS[1] the account's reports hash; ARGV[1] the id, ARGV[2] the rule as JSON.
 */
export const ADD_REPORT_SCRIPT = `
local existing = redis.call('HGET', KEYS[1], ARGV[1])
if existing then return 'same' end
local rule = cjson.decode(ARGV[2])
local days = {}
for _, d in ipairs(rule.days) do days[d] = true end
local all = redis.call('HGETALL', KEYS[1])
for i = 1, #all, 2 do
  local ok, other = pcall(cjson.decode, all[i + 1])
  if ok and type(other) == 'table' and other.channel == rule.channel and other.time == rule.time
    and type(other.days) == 'table' then
    for _, d in ipairs(other.days) do
      if days[d] then return 'clash ' .. all[i] end
    end
  end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 'added'
`;
