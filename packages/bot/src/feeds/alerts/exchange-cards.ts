import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AlertKeys } from './alert-keys.js';
import { applyPoll, type CardDeps, contentHash } from './apply-poll.js';
import { type CardData, CardStore } from './card-store.js';

/** Key of the "exchange unreachable" card of a channel. */
export function exchangeKey(channel: string): string {
  return `x:${channel}`;
}

/**
 * The exchange did not answer a poll (503 or no answer). The first failure is remembered; once it lasts
 * `afterMs`, each channel with rules gets one "centralino non raggiungibile" card (never a second one).
 * @see pbx-api-reference.md#errors (503: telephone server unreachable)
 */
export async function exchangeDown(
  deps: CardDeps & { redis: RedisClient; keys: AlertKeys },
  input: { accountId: string; channels: readonly string[]; now: number; afterMs: number },
): Promise<number> {
  const { accountId, now } = input;
  const pollKey = deps.keys.poll(accountId);
  await deps.redis.hsetnx(pollKey, 'downSince', String(now));
  const since = Number(await deps.redis.hget(pollKey, 'downSince'));
  if (!(now - since >= input.afterMs)) return 0;
  const open = await deps.cards.open(accountId);
  let posted = 0;
  for (const channel of new Set(input.channels)) {
    const key = exchangeKey(channel);
    if (open.has(key)) continue;
    const base: Omit<CardData, 'contentHash'> = {
      id: CardStore.newId(),
      accountId,
      kind: 'exchange',
      channel,
      queue: '',
      status: 'open',
      level: 'critical',
      since,
      met: [],
      mentions: [],
    };
    const data: CardData = { ...base, contentHash: contentHash(base) };
    const version = await deps.cards.save(key, data, { bump: true });
    deps.onEvent?.('fired', data);
    await deps.outbox.enqueue(accountId, data.id, version);
    posted++;
  }
  return posted;
}

/** The exchange answered: forget the failure and resolve its cards at once (with a thread reply). */
export async function exchangeUp(
  deps: CardDeps & { redis: RedisClient; keys: AlertKeys },
  input: { accountId: string; now: number },
): Promise<number> {
  await deps.redis.hdel(deps.keys.poll(input.accountId), 'downSince');
  return resolveExchangeCards(deps, input.accountId, input.now);
}

/** Resolves the account's open "centralino non raggiungibile" cards now. */
export async function resolveExchangeCards(deps: CardDeps, accountId: string, now: number): Promise<number> {
  let resolved = 0;
  for (const [key, cardId] of await deps.cards.open(accountId)) {
    if (!key.startsWith('x:')) continue;
    const stored = await deps.cards.get(accountId, cardId);
    if (!stored) {
      await deps.cards.dropOpen(accountId, key);
      continue;
    }
    const base: Omit<CardData, 'contentHash'> = { ...stored.data, status: 'resolved', resolvedAt: now };
    const data: CardData = { ...base, contentHash: contentHash(base) };
    const version = await deps.cards.save(key, data, {
      bump: true,
      reply: { kind: 'resolved', durationMs: now - stored.data.since },
      close: true,
    });
    deps.onEvent?.('resolved', data);
    await deps.outbox.enqueue(accountId, data.id, version);
    resolved++;
  }
  return resolved;
}

/** Nothing watches the account any more (its last rule was removed): every open card resolves now. */
export async function resolveAllCards(deps: CardDeps, accountId: string, now: number): Promise<void> {
  await applyPoll(deps, { accountId, rules: [], queues: undefined, now, clearAfterMs: 0, maxCallers: 0 });
  await resolveExchangeCards(deps, accountId, now);
}
