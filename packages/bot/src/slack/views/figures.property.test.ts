/*
 * Issue 32 ("one truth"): the Home, `/queue live <coda>` and the alert card are pure views of the same sample;
 * fed the same sample, every figure they share reads the same (same definition, same writing, same period).
 */
import type { QueueLive } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { homeView } from '../../features/home/home.view.js';
import { queueLiveView } from '../../features/queue/queue-live.view.js';
import { alertCardView } from '../../feeds/alerts/alert-card.view.js';
import { contentHash, snapshotOf } from '../../feeds/alerts/apply-poll.js';
import type { CardData } from '../../feeds/alerts/card-store.js';
import type { Block } from './blocks.js';
import { queueLive } from './view.fixture.js';

const AT = Date.UTC(2026, 1, 28, 10, 15, 0);
const STATES = ['AVAILABLE', 'IN_CALL', 'BUSY', 'RINGING', 'UNAVAILABLE', 'UNKNOWN'] as const;

/** A small seeded generator (mulberry32): the same seed, the same samples. */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** A queue's live state drawn from `seed`: callers with any wait, members in any state, any counters. */
function sample(seed: number): QueueLive {
  const r = random(seed);
  const base = queueLive('assistenza', 0, 0);
  const callers = Array.from({ length: 1 + r(6) }, (_, i) => {
    const wait = r(5) === 0 ? r(10) : r(4000);
    const mm = String(Math.floor(wait / 60)).padStart(2, '0');
    return {
      position: i + 1,
      channel: `SIP/trunk-${i}`,
      caller_number: `06123456${String(i).padStart(2, '0')}`,
      caller_name: '',
      wait_seconds: wait,
      wait_formatted: `${mm}:${String(wait % 60).padStart(2, '0')}`,
    };
  });
  const members = Array.from({ length: r(6) }, (_, i) => {
    const status = STATES[r(STATES.length)]!;
    return {
      ...queueLive('x', 0, 1).members[0]!,
      extension: String(201 + i),
      status,
      paused: r(4) === 0,
      in_call: status === 'IN_CALL',
    };
  });
  const completed = r(3) === 0 ? 0 : r(300);
  const abandoned = r(3) === 0 ? 0 : r(40);
  return {
    ...base,
    callers,
    members,
    calls_waiting: callers.length,
    completed,
    abandoned,
    holdtime: r(400),
    service_level_perf: r(1000) / 10,
    summary: { ...base.summary, total_members: members.length, callers_waiting: callers.length },
  };
}

/** Every text of the blocks, one line each. */
function textOf(blocks: readonly Block[]): string {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.text === 'string') out.push(o.text);
      for (const [k, x] of Object.entries(o)) if (k !== 'text' || typeof x !== 'string') walk(x);
    }
  };
  walk(blocks);
  return out.join('\n');
}

function cardOf(queue: QueueLive): string {
  const base: Omit<CardData, 'contentHash'> = {
    id: 'c1',
    accountId: 'main',
    kind: 'queue',
    channel: 'C0CARDS01',
    queue: queue.queue_name,
    status: 'open',
    level: 'warning',
    since: AT,
    met: ['waiting'],
    mentions: [],
    snapshot: snapshotOf(queue, AT, 50),
  };
  const data: CardData = { ...base, contentHash: contentHash(base) };
  const card = alertCardView(
    {
      data,
      ack: undefined,
      mute: { pausedUntil: null, silence: null },
      timeZone: 'Europe/Rome',
      maxCallers: 50,
      withMentions: false,
    },
    'it',
  );
  return textOf(card.blocks);
}

const one = (re: RegExp, text: string, what: string): string => {
  const m = re.exec(text);
  if (!m?.[1]) throw new Error(`${what} not found in:\n${text}`);
  return m[1];
};

describe('one figure, one reading: the Home, /queue live and the card agree on the same sample', () => {
  it.each(Array.from({ length: 200 }, (_, i) => i + 1))('sample %i', (seed) => {
    const queue = sample(seed);
    const home = textOf(
      homeView({
        now: AT,
        timeZone: 'Europe/Rome',
        locale: 'it',
        accountId: 'main',
        sample: { at: AT, queues: [queue] },
        alerts: [],
        extension: undefined,
      }).blocks,
    );
    const live = textOf(queueLiveView(queue, 'it').blocks);
    const card = cardOf(queue);

    // callers waiting
    const waiting = one(/\*assistenza\* — (\d+) chiamant[ei] in attesa/, home, 'the Home’s callers');
    expect(one(/^\*(\d+) chiamant[ei] in attesa\*$/m, live, 'live callers')).toBe(waiting);
    expect(one(/\*In attesa\*\n(\d+)/, card, 'the card’s callers')).toBe(waiting);

    // the longest wait: the Home's, the card's, and the first caller's in the live list (the same words)
    const longest = one(/attesa più lunga ([^\n·]+?)(?:\n|$)/, home, 'the Home’s longest wait');
    expect(one(/\*Attesa più lunga\*\n([^\n]+)/, card, 'the card’s longest wait')).toBe(longest);
    const liveWaits = [...live.matchAll(/attende da ([^\n]+)/g)].map((m) => m[1]);
    const cardWaits = [...card.matchAll(/attende da ([^\n]+)/g)].map((m) => m[1]);
    expect(liveWaits).toEqual(cardWaits);
    expect(liveWaits).toContain(longest);

    // operators by condition
    const members = one(/^((?:\d+ operator[ei]|[Nn]essun operatore)[^\n]*)$/m, home, 'the Home’s operators');
    expect(live.split('\n')).toContain(members);
    expect(card).toContain(members);

    // the queue's counters, with their period
    const counters = one(/^(Dal riavvio della coda[^\n]*)$/m, home, 'the Home’s counters');
    expect(one(/^(Dal riavvio della coda[^\n]*)$/m, live, 'live counters')).toBe(counters);
  });
});
