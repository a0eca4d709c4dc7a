import type { RedisClient } from '../core/redis/redis-client.js';
import { LuaScript } from '../pbx/limiter/lua-script.js';

/**
 * KEYS: next slot of the channel, block of (method, channel), block of (method, all channels)
 * ARGV: spacingMs, maxWaitMs
 * Returns {1, waitMs} with a slot reserved `waitMs` from now, or {0, waitMs} when blocked or too far.
 */
const reserveScript = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local blocked = math.max(tonumber(redis.call('GET', KEYS[2]) or '0'), tonumber(redis.call('GET', KEYS[3]) or '0'))
if blocked > now then return {0, blocked - now} end
local spacing = tonumber(ARGV[1])
local slot = math.max(now, tonumber(redis.call('GET', KEYS[1]) or '0'))
local wait = slot - now
if wait > tonumber(ARGV[2]) then return {0, wait} end
redis.call('SET', KEYS[1], slot + spacing, 'PX', wait + spacing + 1000)
return {1, wait}
`);

/** KEYS: block; ARGV: untilMs. Only ever extends a block. */
const blockScript = new LuaScript(`
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local untilMs = tonumber(ARGV[1])
if untilMs <= now or untilMs <= tonumber(redis.call('GET', KEYS[1]) or '0') then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', untilMs - now + 1000)
return 1
`);

/**
 * The pacing keys: a channel's slot is read with the blocks of every channel in one script, so they all carry the
 * deployment's tag `{<prefix>:slack}` (one cluster slot; one message per Slack call, little traffic).
 */
export function slackPaceKeys(prefix: string) {
  const base = `${prefix}:{${prefix}:slack}`;
  return {
    next: (channel: string) => `${base}:next:${channel}`,
    block: (method: string, channel: string) => `${base}:block:${method}:${channel}`,
  };
}

/** Slack rate-limits `chat.postMessage` per channel; other methods per workspace. */
export function blockScope(method: string, channel: string): string {
  return method === 'chat.postMessage' ? channel : '*';
}

/** A reserved slot (sleep `waitMs`, then call) or a refusal (come back in `waitMs`). */
export type SlotResult = { reserved: true; waitMs: number } | { reserved: false; waitMs: number };

/**
 * Pacing of the bot's Slack messages shared by every process: at most one message per `spacingMs` per channel,
 * and no call of a method Slack refused with 429 until its `Retry-After` has passed.
 * @see library-facts.md "Bolt 5" (chat.postMessage ≈ 1 message/s per channel)
 */
export class SlackSlots {
  constructor(
    private readonly redis: RedisClient,
    /** Prefix of the pacing keys, the same for every feature that posts (the pace is the channel's). */
    private readonly prefix: string,
    private readonly spacingMs: number,
    /** Longer waits give the slot back to the queue instead of sleeping in the process. */
    private readonly maxInlineWaitMs = 3000,
  ) {}

  /** Epoch ms of the next free posting slot of a channel (≈ 1 message per second). */
  #next(channel: string): string {
    return slackPaceKeys(this.prefix).next(channel);
  }

  /** Epoch ms until which Slack refused `method` (429 `Retry-After`), for one channel or (`*`) for all. */
  #block(method: string, channel: string): string {
    return slackPaceKeys(this.prefix).block(method, channel);
  }

  async reserve(channel: string, method: string): Promise<SlotResult> {
    const [reserved, waitMs] = (await reserveScript.run(
      this.redis,
      [this.#next(channel), this.#block(method, blockScope(method, channel)), this.#block(method, '*')],
      [this.spacingMs, this.maxInlineWaitMs],
    )) as [number, number];
    return { reserved: reserved === 1, waitMs: Math.max(waitMs, 0) };
  }

  /** Slack answered 429 for `method` in `channel`: every process holds off until `untilMs`. */
  async block(channel: string, method: string, untilMs: number): Promise<void> {
    await blockScript.run(
      this.redis,
      [this.#block(method, blockScope(method, channel))],
      [Math.ceil(untilMs)],
    );
  }
}
