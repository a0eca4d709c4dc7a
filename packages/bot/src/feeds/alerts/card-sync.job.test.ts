import { randomUUID } from 'node:crypto';
import { FakeSlack } from '@centralino/slack-sandbox';
import { DelayedError, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BotConfig } from '../../app/registry/bot-config.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { SingleWorkspaceClients } from '../../slack/slack-clients.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import { liveQueue } from './alert.fixture.js';
import { AlertKeys } from './alert-keys.js';
import { AlertStore } from './alert-store.js';
import { contentHash, snapshotOf } from './apply-poll.js';
import { type CardData, CardStore } from './card-store.js';
import { createCardSyncProcessor } from './card-sync.job.js';

const SPACING = 150;
const logger = pino({ level: 'silent' });
const config = BotConfig.parse({
  accounts: [{ id: 'main', base_url: 'http://pbx.test', api_key_env: 'PBX_KEY' }],
  alerts: { slack_spacing_ms: SPACING },
});

let redis: Redis;
let slack: FakeSlack;
let keys: AlertKeys;
let cards: CardStore;
let prefix: string;

beforeAll(async () => {
  redis = new Redis('redis://127.0.0.1:6379');
  slack = await FakeSlack.start({ rateLimits: false });
});
afterAll(async () => {
  await redis.quit();
  await slack.close();
});
beforeEach(() => {
  prefix = `test-${randomUUID()}`;
  keys = new AlertKeys(prefix);
  cards = new CardStore(redis, keys);
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});

/** One bot process: its own Slack clients (the background one rejects 429s, no retries) and processor. */
function processOf() {
  const slackClients = new SingleWorkspaceClients({ botToken: slack.botToken, apiUrl: slack.apiUrl });
  const store = new AlertStore(redis, keys, [], logger);
  const process = createCardSyncProcessor({
    config,
    accounts: { account: async (id) => config.accounts.find((a) => a.id === id) },
    cards,
    store,
    slots: new SlackSlots(redis, keys.prefix, SPACING),
    slackClients,
    metrics: new BotMetrics(),
    logger,
  });
  return async (cardId: string) => {
    const delayed: number[] = [];
    const job = {
      data: { accountId: 'main', cardId },
      moveToDelayed: async (ts: number) => {
        delayed.push(ts - Date.now());
      },
    } as unknown as Job;
    try {
      return { result: await process(job, 'token'), delayed };
    } catch (error) {
      if (error instanceof DelayedError) return { result: undefined, delayed };
      throw error;
    }
  };
}

async function saveCard(
  channel: string,
  waits: number[],
  overrides: Partial<CardData> = {},
  id = CardStore.newId(),
) {
  const base = {
    id,
    accountId: 'main',
    kind: 'queue' as const,
    channel,
    queue: 'assistenza',
    status: 'open' as const,
    level: 'warning' as const,
    since: Date.now(),
    met: ['waiting' as const],
    mentions: [],
    snapshot: snapshotOf(liveQueue('assistenza', waits), Date.now(), 10),
    ...overrides,
  };
  const data = { ...base, contentHash: contentHash(base) };
  return { id, version: await cards.save(`q:${channel}:assistenza`, data, { bump: true }), data };
}

const inChannel = (channel: string) => slack.messages.messages(channel).filter((m) => !m.threadTs);
const callsIn = (method: string, channel: string) =>
  slack.callsOf(method).filter((c) => (c.args as { channel?: string }).channel === channel);

describe('card sync (the Slack queue)', () => {
  it('posts the latest version once; superseded versions collapse into one update', async () => {
    const run = processOf();
    const channel = 'C0SYNC001';
    const { id } = await saveCard(channel, [10]);
    await saveCard(channel, [10, 20], {}, id);
    await saveCard(channel, [10, 20, 30], {}, id);
    expect((await run(id)).result).toEqual({ outcome: 'ok' });
    expect(callsIn('chat.postMessage', channel)).toHaveLength(1);
    expect(inChannel(channel)[0]!.text).toContain('3 chiamanti in attesa');

    for (const waits of [[1], [1, 2], [1, 2, 3, 4]]) await saveCard(channel, waits, {}, id);
    await run(id);
    await run(id);
    expect(callsIn('chat.update', channel)).toHaveLength(1);
    expect(inChannel(channel)[0]!.text).toContain('4 chiamanti in attesa');
    expect(inChannel(channel)).toHaveLength(1);
  });

  it('a 429 blocks the method for every process until Retry-After; then the update goes through', async () => {
    const [a, b] = [processOf(), processOf()];
    const channel = 'C0SYNC002';
    const { id } = await saveCard(channel, [10]);
    await a(id);
    await saveCard(channel, [10, 20], {}, id);
    slack.forceRateLimit('chat.update', 1, 1);
    const first = await a(id);
    expect(first.delayed).toHaveLength(1);
    expect(first.delayed[0]).toBeGreaterThan(900);
    // the other process does not even try before Retry-After
    const second = await b(id);
    expect(second.delayed[0]).toBeGreaterThan(800);
    expect(callsIn('chat.update', channel)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1050));
    expect((await b(id)).result).toEqual({ outcome: 'ok' });
    expect(callsIn('chat.update', channel).map((c) => c.status)).toEqual([429, 200]);
    expect(inChannel(channel)[0]!.text).toContain('2 chiamanti in attesa');
  });

  it('one message per channel per spacing, whatever the number of processes', async () => {
    const channel = 'C0SYNC003';
    const cardsToSend = await Promise.all([1, 2, 3].map(() => saveCard(channel, [5])));
    const runs = [processOf(), processOf(), processOf()];
    await Promise.all(cardsToSend.map((c, i) => runs[i]!(c.id)));
    const times = inChannel(channel)
      .map((m) => m.postedAt)
      .sort((x, y) => x - y);
    expect(times).toHaveLength(3);
    // slots are SPACING apart in Redis; arrivals at the stand-in jitter with the machine's load (seen: 23 ms)
    for (let i = 1; i < times.length; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(SPACING / 2);
  });

  it('thread replies follow the card in order; a deleted card is posted again', async () => {
    const run = processOf();
    const channel = 'C0SYNC004';
    const { id, data } = await saveCard(channel, [10]);
    await cards.save(
      `q:${channel}:assistenza`,
      { ...data, level: 'critical' },
      {
        bump: true,
        reply: {
          kind: 'escalated',
          mentions: ['@here'],
          met: ['waiting'],
          waiting: 1,
          longestWaitSeconds: 10,
        },
      },
    );
    await cards.save(
      `q:${channel}:assistenza`,
      { ...data, status: 'resolved', resolvedAt: data.since + 5000 },
      {
        bump: true,
        reply: { kind: 'resolved', durationMs: 5000 },
        close: true,
      },
    );
    await run(id);
    const [card] = inChannel(channel);
    expect(card!.text).toContain('risolto');
    expect(slack.messages.replies(channel, card!.ts).map((m) => m.text)).toEqual([
      '<!here> :rotating_light: Livello critico: 1 chiamante in attesa',
      ':white_check_mark: Risolto. Durata 5 s.',
    ]);
    expect(await redis.ttl(keys.card('main', id))).toBeGreaterThan(0);

    const again = await saveCard('C0SYNC005', [10]);
    await run(again.id);
    slack.messages.delete(inChannel('C0SYNC005')[0]!);
    await saveCard('C0SYNC005', [10, 20], {}, again.id);
    await run(again.id);
    expect(inChannel('C0SYNC005').filter((m) => !m.deleted)).toHaveLength(1);
    expect(inChannel('C0SYNC005').filter((m) => !m.deleted)[0]!.text).toContain('2 chiamanti');
  });

  it('a channel Slack refuses for good: the version is given up, not retried forever', async () => {
    const run = processOf();
    const { id, version } = await saveCard('nope', [10]);
    expect((await run(id)).result).toEqual({ outcome: 'dropped' });
    expect((await cards.get('main', id))?.sentVersion).toBe(version);
  });
});
