import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS } from '../../core/config/retention.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { releaseLock, takeLock } from '../kit/item-lock.js';
import { forgetMessage, markSent } from '../kit/sent-message.js';
import type { AlertKeys } from './alert-keys.js';

/** What a card shows of its queue, as of the last poll (the first callers only). */
export const CardSnapshot = z.object({
  waiting: z.int(),
  longestWaitSeconds: z.int(),
  callers: z.array(
    z.object({
      position: z.int(),
      number: z.string(),
      name: z.string(),
      waitSeconds: z.int(),
      wait: z.string(),
    }),
  ),
  /** Members by condition (`countMembers`: they add up to `total`). */
  members: z.union([
    z.object({
      total: z.int(),
      free: z.int(),
      ringing: z.int(),
      inCall: z.int(),
      paused: z.int(),
      unreachable: z.int(),
      unknown: z.int(),
    }),
    // a card stored by an earlier version (summary counters as the exchange sent them)
    z
      .object({ available: z.int(), inCall: z.int(), paused: z.int(), unavailable: z.int(), total: z.int() })
      .transform((m) => {
        const known = m.available + m.inCall + m.paused + m.unavailable;
        const total = Math.max(m.total, known);
        return {
          total,
          free: m.available,
          ringing: 0,
          inCall: m.inCall,
          paused: m.paused,
          unreachable: m.unavailable,
          unknown: total - known,
        };
      }),
  ]),
  /** When the exchange reported it (ms). */
  at: z.number(),
  /** When the alerts plan to read the queue again (ms). */
  nextCheckAt: z.number().optional(),
});
export type CardSnapshot = z.infer<typeof CardSnapshot>;

/** The poller's part of a card: lifecycle, what it shows, who to mention when it is first posted. */
export const CardData = z.object({
  id: z.string(),
  accountId: z.string(),
  kind: z.enum(['queue', 'exchange']),
  channel: z.string(),
  /** Queue name (empty for the exchange card). */
  queue: z.string(),
  status: z.enum(['open', 'resolved']),
  level: z.enum(['warning', 'critical']),
  since: z.number(),
  criticalSince: z.number().optional(),
  clearingSince: z.number().optional(),
  downgradeSince: z.number().optional(),
  resolvedAt: z.number().optional(),
  met: z.array(z.enum(['waiting', 'wait', 'noAgents'])),
  /** Mentioned in the first post when the card starts critical. */
  mentions: z.array(z.string()),
  snapshot: CardSnapshot.optional(),
  /** `snapshot.at` of the version last sent to Slack: its times are refreshed when they get old. */
  shownAt: z.number().optional(),
  /** Fingerprint of what the card shows: an unchanged poll does not touch Slack. */
  contentHash: z.string(),
});
export type CardData = z.infer<typeof CardData>;

/** A thread reply waiting to be posted under the card. */
export const CardReply = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('escalated'),
    mentions: z.array(z.string()),
    met: z.array(z.enum(['waiting', 'wait', 'noAgents'])),
    waiting: z.int(),
    longestWaitSeconds: z.int(),
  }),
  z.object({ kind: z.literal('resolved'), durationMs: z.number() }),
]);
export type CardReply = z.infer<typeof CardReply>;

/** A card as any process reads it: the poller's data plus what the sender and the buttons wrote. */
export interface StoredCard {
  data: CardData;
  version: number;
  sentVersion: number;
  ts: string | undefined;
  ack: { by: string; at: number } | undefined;
}

/**
 * Cards in Redis, so that any process can poll, send or acknowledge them. Each writer owns its fields of the
 * card hash (poller: `data`; sender: `ts`, `sentVersion`; buttons: `ackBy`, `ackAt`) and every visible
 * change increments `version`: the sender sends the latest version only, so intermediate states collapse.
 */
export class CardStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
    /** `privacy.retention_days` in seconds: a card (callers' numbers and names) expires within it. */
    private readonly retentionSeconds = DEFAULT_RETENTION_DAYS * 86_400,
  ) {}

  static newId(): string {
    return randomBytes(6).toString('hex');
  }

  /** Open cards of the account: card key → card id. */
  async open(accountId: string): Promise<Map<string, string>> {
    return new Map(Object.entries(await this.redis.hgetall(this.keys.open(accountId))));
  }

  /** The data of the account's open cards (a pointer whose card is gone is skipped). */
  async openCards(accountId: string): Promise<CardData[]> {
    const ids = [...(await this.open(accountId)).values()];
    const cards = await Promise.all(ids.map((id) => this.get(accountId, id)));
    return cards.flatMap((card) => (card?.data.status === 'open' ? [card.data] : []));
  }

  /** Drops an open-card pointer whose card is gone. */
  async dropOpen(accountId: string, key: string): Promise<void> {
    await this.redis.hdel(this.keys.open(accountId), key);
  }

  async get(accountId: string, cardId: string): Promise<StoredCard | undefined> {
    const hash = await this.redis.hgetall(this.keys.card(accountId, cardId));
    if (!hash.data) return undefined;
    const data = CardData.safeParse(parse(hash.data));
    if (!data.success) return undefined;
    return {
      data: data.data,
      version: Number(hash.version ?? 0),
      sentVersion: Number(hash.sentVersion ?? 0),
      ts: hash.ts || undefined,
      ack: hash.ackBy ? { by: hash.ackBy, at: Number(hash.ackAt ?? 0) } : undefined,
    };
  }

  /**
   * Writes the poller's data of a card; `bump` makes it a new version (something visible changed), `reply`
   * queues a thread reply, `close` drops it from the open cards (resolved). Returns the version.
   */
  async save(
    key: string,
    data: CardData,
    { bump, reply, close }: { bump: boolean; reply?: CardReply; close?: boolean },
  ): Promise<number> {
    const { accountId, id } = data;
    const cardKey = this.keys.card(accountId, id);
    const multi = this.redis.multi().hset(cardKey, 'data', JSON.stringify(data));
    if (bump) multi.hincrby(cardKey, 'version', 1);
    else multi.hget(cardKey, 'version');
    if (reply) multi.rpush(this.keys.replies(accountId, id), JSON.stringify(reply));
    if (close) multi.hdel(this.keys.open(accountId), key);
    else multi.hset(this.keys.open(accountId), key, id);
    // the snapshot holds callers' numbers and names: kept within the retention (a retired card keeps its day)
    if (close) multi.expire(cardKey, this.retentionSeconds, 'LT');
    else multi.expire(cardKey, this.retentionSeconds);
    if (reply) multi.expire(this.keys.replies(accountId, id), this.retentionSeconds);
    const results = await multi.exec();
    return Number(results?.[1]?.[1] ?? 0);
  }

  /** Records who took the card ("Preso in carico"); returns the new version, or undefined if not open. */
  async acknowledge(
    accountId: string,
    cardId: string,
    userId: string,
    at: number,
  ): Promise<number | undefined> {
    const card = await this.get(accountId, cardId);
    if (card?.data.status !== 'open') return undefined;
    const key = this.keys.card(accountId, cardId);
    const results = await this.redis
      .multi()
      .hset(key, 'ackBy', userId, 'ackAt', String(at))
      .hincrby(key, 'version', 1)
      .exec();
    return Number(results?.[1]?.[1] ?? 0);
  }

  /** A change outside the card's data (a silence, a pause) that it must show: a new version. */
  async touch(accountId: string, cardId: string): Promise<number> {
    return this.redis.hincrby(this.keys.card(accountId, cardId), 'version', 1);
  }

  /** The sender delivered `version` (and, after a post, the message's `ts`). */
  async markSent(accountId: string, cardId: string, version: number, ts?: string): Promise<void> {
    await markSent(this.redis, this.keys.card(accountId, cardId), version, ts);
  }

  /** The card's message is gone (deleted in Slack): the next send posts a new one. */
  async forgetMessage(accountId: string, cardId: string): Promise<void> {
    await forgetMessage(this.redis, this.keys.card(accountId, cardId));
  }

  async nextReply(accountId: string, cardId: string): Promise<CardReply | undefined> {
    const text = await this.redis.lindex(this.keys.replies(accountId, cardId), 0);
    if (text === null) return undefined;
    const reply = CardReply.safeParse(parse(text));
    if (!reply.success) {
      await this.popReply(accountId, cardId);
      return this.nextReply(accountId, cardId);
    }
    return reply.data;
  }

  async popReply(accountId: string, cardId: string): Promise<void> {
    await this.redis.lpop(this.keys.replies(accountId, cardId));
  }

  /** Drops what is left to send (Slack refuses the channel for good). */
  async dropReplies(accountId: string, cardId: string): Promise<void> {
    await this.redis.del(this.keys.replies(accountId, cardId));
  }

  /** A resolved card fully delivered is kept a day (buttons clicked late still find it), then forgotten. */
  async retire(accountId: string, cardId: string, ttlSeconds = 86_400): Promise<void> {
    await this.redis.expire(this.keys.card(accountId, cardId), Math.min(ttlSeconds, this.retentionSeconds));
  }

  /** Only one process sends it at a time; returns false when another holds it. */
  async lock(accountId: string, cardId: string, token: string, ttlMs: number): Promise<boolean> {
    return takeLock(this.redis, this.keys.cardLock(accountId, cardId), token, ttlMs);
  }

  async unlock(accountId: string, cardId: string, token: string): Promise<void> {
    await releaseLock(this.redis, this.keys.cardLock(accountId, cardId), token);
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
