import { randomUUID } from 'node:crypto';
import { FakeSlack } from '@centralino/slack-sandbox';
import { webApi } from '@slack/bolt';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BotMetrics } from '../../core/ops/metrics.js';
import { BotKeys } from '../../core/redis/keys.js';
import { section } from '../../slack/views/blocks.js';
import { RESPONSE_URL_MAX_USES, RESPONSE_URL_TTL_MS, SlackResponder } from './responder.js';

let slack: FakeSlack;
let redis: Redis;
let keys: BotKeys;
let now: number;
let responder: SlackResponder;
let metrics: BotMetrics;

beforeEach(async () => {
  slack = await FakeSlack.start({ rateLimits: false });
  redis = new Redis({ host: '127.0.0.1', port: 6379 });
  keys = new BotKeys(`test-responder-${randomUUID()}`);
  now = Date.now();
  metrics = new BotMetrics();
  responder = new SlackResponder({
    redis,
    keys,
    web: new webApi.WebClient(slack.botToken, { slackApiUrl: slack.apiUrl }),
    metrics,
    logger: pino({ level: 'silent' }),
    now: () => now,
  });
});

afterEach(async () => {
  const found = await redis.keys(`${keys.prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
  await slack.close();
});

const message = (text: string) => ({ message: { text, blocks: [section(text)] } });

describe('SlackResponder', () => {
  it('uses the response_url 5 times, then falls back to chat.postEphemeral', async () => {
    const url = slack.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
    const target = {
      kind: 'message' as const,
      responseUrl: url.url,
      responseUrlIssuedAt: now,
      channelId: 'C0GENERAL',
      replaceOriginal: false,
      fromCommand: true,
    };
    const deliveries = [];
    for (let i = 0; i < RESPONSE_URL_MAX_USES + 2; i++)
      deliveries.push(await responder.send(target, 'U0ALICE01', message(`n${i}`)));
    expect(deliveries).toEqual([
      ...Array(RESPONSE_URL_MAX_USES).fill('response_url'),
      'chat.postEphemeral',
      'chat.postEphemeral',
    ]);
    expect(slack.responseReplies(url.id)).toHaveLength(5);
    expect(slack.callsOf('chat.postEphemeral').map((c) => c.args.text)).toEqual(['n5', 'n6']);
  });

  it('counts uses across processes (shared in Redis)', async () => {
    const url = slack.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
    const target = {
      kind: 'message' as const,
      responseUrl: url.url,
      responseUrlIssuedAt: now,
      channelId: 'C0GENERAL',
      replaceOriginal: false,
      fromCommand: false,
    };
    const other = new SlackResponder({
      redis,
      keys,
      web: new webApi.WebClient(slack.botToken, { slackApiUrl: slack.apiUrl }),
      metrics,
      logger: pino({ level: 'silent' }),
    });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? responder : other).send(target, 'U0ALICE01', message(`m${i}`)),
      ),
    );
    expect(results.filter((r) => r === 'response_url')).toHaveLength(5);
    expect(results.filter((r) => r === 'chat.postEphemeral')).toHaveLength(3);
  });

  it('does not use a response_url near its 30 minutes', async () => {
    const url = slack.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
    const target = {
      kind: 'message' as const,
      responseUrl: url.url,
      responseUrlIssuedAt: now - RESPONSE_URL_TTL_MS + 30_000,
      channelId: 'C0GENERAL',
      replaceOriginal: false,
      fromCommand: false,
    };
    expect(await responder.send(target, 'U0ALICE01', message('late'))).toBe('chat.postEphemeral');
    expect(slack.responseReplies(url.id)).toHaveLength(0);
  });

  it('falls back when Slack refuses the response_url, and to a direct message when the channel is gone', async () => {
    const target = {
      kind: 'message' as const,
      responseUrl: `${slack.url}/response/unknown`,
      responseUrlIssuedAt: now,
      channelId: 'C0GENERAL',
      replaceOriginal: false,
      fromCommand: false,
    };
    expect(await responder.send(target, 'U0ALICE01', message('a'))).toBe('chat.postEphemeral');
    const gone = await FakeSlack.start({ autoCreate: false, rateLimits: false });
    try {
      const isolated = new SlackResponder({
        redis,
        keys,
        web: new webApi.WebClient(gone.botToken, { slackApiUrl: gone.apiUrl, retryConfig: { retries: 0 } }),
        metrics,
        logger: pino({ level: 'silent' }),
      });
      const delivery = await isolated.send({ ...target, channelId: 'C0NOWHERE' }, 'U0ALICE01', message('b'));
      expect(delivery).toBe('chat.postMessage');
      expect(gone.callsOf('chat.postMessage')[0]?.args).toMatchObject({ channel: 'U0ALICE01', text: 'b' });
    } finally {
      await gone.close();
    }
    expect(await metrics.registry.getSingleMetricAsString('centralino_bot_slack_posts_total')).toContain(
      'method="chat.postEphemeral",outcome="ok"',
    );
  });
});
