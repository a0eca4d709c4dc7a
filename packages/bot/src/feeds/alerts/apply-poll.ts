import { createHash } from 'node:crypto';
import type { QueueLive } from '@centralino/schemas';
import { countMembers } from '../../pbx/live-queue.js';
import { waitText } from '../../slack/views/wait-text.js';
import type { AlertRule } from './alert-rule.schema.js';
import { type AlertStore, isMuted } from './alert-store.js';
import type { CardOutbox } from './card-outbox.js';
import {
  type CardData,
  type CardReply,
  type CardSnapshot,
  CardStore,
  type StoredCard,
} from './card-store.js';
import { type CardEvent, transition } from './card-transition.js';
import { type DesiredCard, desiredCards, measure } from './evaluate-rule.js';

/** What applying a poll needs. */
export interface CardDeps {
  store: AlertStore;
  cards: CardStore;
  outbox: CardOutbox;
  /** Called for every visible event (metrics). */
  onEvent?: (event: CardEvent, card: CardData) => void;
}

export interface ApplyInput {
  accountId: string;
  /** Rules speaking now (business hours). */
  rules: readonly AlertRule[];
  /** The live state of every queue; `undefined` when nothing was polled (every rule outside its hours). */
  queues: readonly QueueLive[] | undefined;
  now: number;
  clearAfterMs: number;
  /** Callers kept on a card's snapshot (it shows them all and counts the rest). */
  maxCallers: number;
  /** When the queues will be read again (shown on the cards). */
  nextCheckAt?: number | undefined;
}

/** An open card whose shown read time is this old is sent again with the new times, even if nothing changed. */
export const FRESHNESS_REFRESH_MS = 60_000;

/** The part of a queue's live state a card shows. */
export function snapshotOf(
  queue: QueueLive,
  now: number,
  maxCallers: number,
  nextCheckAt?: number,
): CardSnapshot {
  const m = measure(queue);
  return {
    waiting: m.waiting,
    longestWaitSeconds: m.longestWaitSeconds,
    callers: [...queue.callers]
      .sort((a, b) => a.position - b.position)
      .slice(0, maxCallers)
      .map((c) => ({
        position: c.position,
        number: c.caller_number,
        name: c.caller_name,
        waitSeconds: c.wait_seconds,
        wait: waitText(c.wait_seconds),
      })),
    members: countMembers(queue),
    at: now,
    ...(nextCheckAt === undefined ? {} : { nextCheckAt }),
  };
}

/** Fingerprint of what a card shows (not when it was read): an unchanged queue does not touch Slack. */
export function contentHash(data: Omit<CardData, 'contentHash'>): string {
  const { snapshot, status, level, met } = data;
  const visible = {
    status,
    level,
    met,
    snapshot: snapshot ? { ...snapshot, at: 0, nextCheckAt: 0 } : undefined,
  };
  return createHash('sha1').update(JSON.stringify(visible)).digest('base64url').slice(0, 16);
}

function isOpen(state: { status: string }): boolean {
  return state.status === 'open';
}

function parseKey(key: string): { channel: string; queue: string } {
  const rest = key.slice(2);
  const colon = rest.indexOf(':');
  return { channel: rest.slice(0, colon), queue: rest.slice(colon + 1) };
}

function replyFor(event: CardEvent | undefined, data: CardData, want: DesiredCard | undefined, now: number) {
  if (event === 'resolved') return { kind: 'resolved', durationMs: now - data.since } satisfies CardReply;
  if (event === 'escalated' && want) {
    return {
      kind: 'escalated',
      mentions: want.mentions,
      met: want.met,
      waiting: data.snapshot?.waiting ?? 0,
      longestWaitSeconds: data.snapshot?.longestWaitSeconds ?? 0,
    } satisfies CardReply;
  }
  return undefined;
}

/**
 * Applies one poll to the account's queue cards: for every (channel, queue) a rule watches, and every open
 * card, one step of the card's life ({@link transition}); visible changes get a new version and a Slack job,
 * escalations and resolutions a thread reply. Open cards whose last version never reached Slack are sent again.
 */
export async function applyPoll(deps: CardDeps, input: ApplyInput): Promise<CardEvent[]> {
  const { accountId, now } = input;
  const desired = input.queues ? desiredCards(input.rules, input.queues) : new Map<string, DesiredCard>();
  const open = await deps.cards.open(accountId);
  const keys = new Set([...desired.keys(), ...[...open.keys()].filter((k) => k.startsWith('q:'))]);
  const events: CardEvent[] = [];
  for (const key of keys) {
    const want = desired.get(key);
    const cardId = open.get(key);
    const stored: StoredCard | undefined = cardId ? await deps.cards.get(accountId, cardId) : undefined;
    if (cardId && !stored) await deps.cards.dropOpen(accountId, key);
    if (!want?.level && !stored) continue;
    const { channel, queue } = want ? { channel: want.channel, queue: want.queue.queue_name } : parseKey(key);
    const mute = await deps.store.mute(accountId, channel, queue);
    const step = transition({
      prev: stored?.data,
      desired: want?.level ?? null,
      now,
      clearAfterMs: input.clearAfterMs,
      muted: isMuted(mute),
    });
    if (!step.next) continue;
    const base: Omit<CardData, 'contentHash'> = {
      id: stored?.data.id ?? CardStore.newId(),
      accountId,
      kind: 'queue',
      channel,
      queue,
      ...step.next,
      met: want?.level ? want.met : [],
      mentions:
        step.event === 'fired' && step.next.level === 'critical'
          ? (want?.mentions ?? [])
          : (stored?.data.mentions ?? []),
      ...(want
        ? { snapshot: snapshotOf(want.queue, now, input.maxCallers, input.nextCheckAt) }
        : stored?.data.snapshot
          ? { snapshot: stored.data.snapshot }
          : {}),
    };
    const hash = contentHash(base);
    const shownAt = stored?.data.shownAt ?? stored?.data.snapshot?.at ?? now;
    const changed =
      !stored ||
      step.event !== undefined ||
      hash !== stored.data.contentHash ||
      (isOpen(step.next) && base.snapshot !== undefined && now - shownAt >= FRESHNESS_REFRESH_MS);
    const data: CardData = {
      ...base,
      contentHash: hash,
      shownAt: changed ? (base.snapshot?.at ?? now) : shownAt,
    };
    const reply = replyFor(step.event, data, want, now);
    const version = await deps.cards.save(key, data, {
      bump: changed,
      ...(reply ? { reply } : {}),
      close: data.status === 'resolved',
    });
    if (step.event) {
      events.push(step.event);
      deps.onEvent?.(step.event, data);
    }
    if (changed || (stored && stored.sentVersion < version))
      await deps.outbox.enqueue(accountId, data.id, version);
  }
  return events;
}
