import type { WebhookEvent } from '@centralino/schemas';
import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { FeedRuleStore } from '../kit/feed-rule-store.js';
import { releaseLock, takeLock } from '../kit/item-lock.js';
import { safeJson } from '../kit/safe-json.js';
import { forgetMessage, markSent } from '../kit/sent-message.js';
import type { BookingKeys } from './booking-keys.js';
import { BookingRule } from './booking-rule.schema.js';
import { applyEvent, type KnownBooking } from './known-booking.js';

/** One booking's notice in one rule's channel. */
export interface BookingNotice {
  id: string;
  accountId: string;
  ruleId: string;
  channel: string;
  bookingId: number;
  /** Goes up with each change the notice shows (made, cancelled). */
  version: number;
  ts?: string | undefined;
  sentVersion?: number | undefined;
}

/** Id of the notice of a booking in a rule's channel. */
export const noticeIdOf = (ruleId: string, bookingId: number): string => `${ruleId}.${bookingId}`;

const DAY_MS = 86_400_000;

/** Bookings one account keeps at most (a year of a busy office's; a flood of events is refused past it). */
export const MAX_BOOKINGS = 20_000;

/**
 * Booking notices shared by every process: the rules and channel pauses of every feed (`FeedRuleStore`), the
 * bookings the webhooks told (a hash per account, each booking kept `retentionDays` after its day), and the
 * notices posted for them.
 */
export class BookingStore extends FeedRuleStore<BookingRule> {
  declare protected readonly keys: BookingKeys;
  readonly #log: Logger;

  constructor(
    redis: RedisClient,
    keys: BookingKeys,
    configRules: readonly BookingRule[],
    logger: Logger,
    private readonly retentionDays: number,
  ) {
    super(redis, keys, BookingRule, configRules, logger, 'booking-notice');
    this.#log = logger;
  }

  async booking(accountId: string, bookingId: number): Promise<KnownBooking | undefined> {
    const value = safeJson(await this.redis.hget(this.keys.bookings(accountId), String(bookingId)));
    return value && typeof value === 'object' ? (value as KnownBooking) : undefined;
  }

  /**
   * Applies an event to its booking by compare-and-swap: the new state when it changed (or when this very event
   * was applied already: its job runs again and must finish telling it); `undefined` when nothing changed, or
   * when the account already keeps {@link MAX_BOOKINGS} bookings (a new one is then left out, and said).
   */
  async apply(accountId: string, event: WebhookEvent): Promise<KnownBooking | undefined> {
    const key = this.keys.bookings(accountId);
    const field = String(event.data.booking.id);
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = await this.redis.hget(key, field);
      const known = before === null ? undefined : (safeJson(before) as KnownBooking);
      const next = applyEvent(known, event);
      if (!next || next === known) return next;
      if (!known && (await this.redis.hlen(key)) >= MAX_BOOKINGS) {
        this.#log.warn({ account: accountId }, 'booking left out: the account keeps too many bookings');
        return undefined;
      }
      const swapped = await this.redis.eval(SWAP_SCRIPT, 1, key, field, before ?? '', JSON.stringify(next));
      if (Number(swapped) === 1) {
        await this.redis.pexpire(key, this.retentionDays * DAY_MS);
        const day = this.keys.day(accountId, next.booking.date);
        await this.redis.sadd(day, field);
        await this.redis.pexpire(day, this.retentionDays * DAY_MS);
        await this.#prune(accountId).catch(() => {});
        return next;
      }
    }
    throw new Error('booking changed five times while it was applied');
  }

  /** The bookings of a day (`YYYY-MM-DD`) the webhooks told, in time order. */
  async ofDay(accountId: string, date: string): Promise<KnownBooking[]> {
    const ids = await this.redis.smembers(this.keys.day(accountId, date));
    if (ids.length === 0) return [];
    const all = (await this.redis.hmget(this.keys.bookings(accountId), ...ids)).flatMap((text) => {
      const value = safeJson(text) as KnownBooking | undefined;
      return value?.booking?.date === date ? [value] : [];
    });
    return all.sort((a, b) => a.booking.time.localeCompare(b.booking.time) || a.booking.id - b.booking.id);
  }

  /**
   * A notice to send at `version` (1 made, 2 cancelled): raised to it, never lowered, so a job run again asks
   * for the same version; created with the rule's channel the first time.
   */
  async noticeAt(accountId: string, rule: BookingRule, bookingId: number, version: number): Promise<string> {
    const id = noticeIdOf(rule.id, bookingId);
    const key = this.keys.notice(accountId, id);
    await this.redis.eval(RAISE_SCRIPT, 1, key, rule.channel, String(version));
    await this.redis.pexpire(key, this.retentionDays * DAY_MS);
    return id;
  }

  async notice(accountId: string, id: string): Promise<BookingNotice | undefined> {
    const hash = await this.redis.hgetall(this.keys.notice(accountId, id));
    const [ruleId, booking] = id.split('.');
    if (!hash.channel || !ruleId || !booking) return undefined;
    return {
      id,
      accountId,
      ruleId,
      channel: hash.channel,
      bookingId: Number(booking),
      version: Number(hash.version ?? 0),
      ts: hash.ts,
      sentVersion: hash.sentVersion === undefined ? undefined : Number(hash.sentVersion),
    };
  }

  /** Slack shows the notice at `version` (posted: its `ts`). */
  async markSent(accountId: string, id: string, version: number, ts?: string): Promise<void> {
    await markSent(this.redis, this.keys.notice(accountId, id), version, ts);
  }

  /** The notice's message was deleted in Slack: the next send posts it again. */
  async forgetMessage(accountId: string, id: string): Promise<void> {
    await forgetMessage(this.redis, this.keys.notice(accountId, id));
  }

  lock(accountId: string, id: string, token: string, ttlMs: number): Promise<boolean> {
    return takeLock(this.redis, this.keys.noticeLock(accountId, id), token, ttlMs);
  }

  unlock(accountId: string, id: string, token: string): Promise<void> {
    return releaseLock(this.redis, this.keys.noticeLock(accountId, id), token);
  }

  /** Forgets bookings whose day is older than the retention (personal data: names, phones), once a day. */
  async #prune(accountId: string): Promise<void> {
    const key = this.keys.bookings(accountId);
    if ((await this.redis.set(`${key}:pruned`, '1', 'EX', 86_400, 'NX')) !== 'OK') return;
    const oldest = new Date(Date.now() - this.retentionDays * DAY_MS).toISOString().slice(0, 10);
    const old: string[] = [];
    for (const [field, text] of Object.entries(await this.redis.hgetall(key))) {
      const date = (safeJson(text) as KnownBooking | undefined)?.booking?.date;
      if (!date || date < oldest) old.push(field);
    }
    if (old.length > 0) await this.redis.hdel(key, ...old);
  }
}

/** Sets the notice's channel once and raises its version to ARGV[2] (never lowers it). */
const RAISE_SCRIPT = `
redis.call('HSETNX', KEYS[1], 'channel', ARGV[1])
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if tonumber(ARGV[2]) > version then redis.call('HSET', KEYS[1], 'version', ARGV[2]) end
return 1`;

/** Writes the booking only if it is still what was read (`''`: absent). */
const SWAP_SCRIPT = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if (current or '') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1`;
