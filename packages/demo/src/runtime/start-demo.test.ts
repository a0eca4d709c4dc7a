import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import type { StoredView } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDemoScript } from '../cli/run-demo-script.js';
import { createDemoConsole } from '../console/demo-console.js';
import { welcomeText } from '../console/welcome.js';
import { demoSlack } from './demo-bot-config.js';
import { type RunningDemo, startDemo } from './start-demo.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(async () => {
  await redis.quit();
});

async function keys(pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found;
}

/** The modal the console's user has on top, once it is `callbackId`. */
async function modalOf(demo: RunningDemo, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 400; i++) {
    const view = demo.slack.views.current(demoSlack.userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId}`);
}

/** `/queue live` from the console, answered end to end. */
async function queueLive(demo: RunningDemo): Promise<void> {
  const sent = await demo.agent.sendCommand({ command: '/queue', text: 'live' });
  expect(sent.status).toBe(200);
  const answer = await demo.slack.waitFor(
    (a) => a.type === 'ephemeral_updated' && /Code in tempo reale/.test(JSON.stringify(a.ephemeral.blocks)),
    10_000,
  );
  expect(answer).toBeDefined();
}

/** Runs script lines on a console of the demo; what it printed, and the report. */
async function runLines(demo: RunningDemo, lines: readonly string[]) {
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const console = createDemoConsole(demo, { output, colors: false });
  try {
    return { outcome: await runDemoScript(console, lines.join('\n')), printed };
  } finally {
    console.close();
  }
}

/*
 * The demo as `pnpm demo` starts it (default options), once for the tests of this block: each uses it as a
 * console user would, and the last one stops it.
 */
describe('startDemo', () => {
  let demo: RunningDemo;
  beforeAll(async () => {
    demo = await startDemo({ port: 0, traffic: false });
  }, 60_000);
  afterAll(async () => {
    await demo?.stop();
  });

  it('answers a slash command end to end', async () => {
    expect(demo.pbx.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${demo.pbx.url}/v1/ping`)).json()).toMatchObject({ status: 'ok' });
    await queueLive(demo);
  }, 30_000);

  // before `/pbx connect` below, which gives the workspace another default account
  it('#booking: the AI agent books, the exchange’s webhook brings the notice to #appuntamenti', async () => {
    const { outcome, printed } = await runLines(demo, [
      '#booking Anna Verdi',
      '#wait-post Anna Verdi[\\s\\S]*agente AI 20s',
      'channel #appuntamenti',
      '/book notices list',
      '#expect segreto di firma impostato',
      'channel #general',
    ]);
    expect(outcome.failures, printed).toEqual([]);
    expect(printed).toMatch(
      /The AI agent booked Anna Verdi, consulenza with dott-(bianchi|verdi), (tomorrow|\w+day \d{4}-\d{2}-\d{2}) \d{2}:\d{2}/,
    );
    const notices = demo.slack.messages
      .messages(demoSlack.bookingsChannel.id)
      .map((m) => JSON.stringify([m.text, m.blocks ?? null]))
      .filter((p) => p.includes('Anna Verdi'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Nuovo appuntamento');
    expect(notices[0]).toContain('agente AI');
    // the signing secret is never printed nor logged
    expect(printed).not.toContain('whsec_');
    expect(await readFile(demo.logPath, 'utf8')).not.toContain('whsec_');
  }, 60_000);

  it('#booking the exchange refuses is an error line', async () => {
    const { outcome } = await runLines(demo, [`#booking ${'N'.repeat(121)}`]);
    expect(outcome.failures).toEqual([
      expect.stringMatching(/^#booking N+: The exchange refused the booking \(HTTP 400\): .*`name`/),
    ]);
  }, 30_000);

  it('/pbx connect works in the demo: its own exchange, connected from the console', async () => {
    await demo.agent.sendCommand({ command: '/pbx', text: 'connect' });
    const form = await modalOf(demo, 'connect_form');
    const checked = await demo.agent.submitView({
      view: form,
      values: { connect_url: demo.pbx.url, connect_key: demo.pbx.apiKey },
    });
    expect(checked.errors).toBeUndefined();
    const confirm = await modalOf(demo, 'connect_confirm');
    await demo.agent.submitView({ view: confirm });
    const done = JSON.stringify((await modalOf(demo, 'connect_confirm')).view.blocks);
    expect(done).toMatch(/collegat/i);
    // the encryption key and the API key never reach the log
    expect(await readFile(demo.logPath, 'utf8')).not.toContain(demo.pbx.apiKey);
  }, 30_000);

  it('stop() leaves nothing behind', async () => {
    await queueLive(demo);
    expect(await keys(`${demo.bot.keyPrefix}:*`)).not.toEqual([]);

    await demo.stop();
    expect(await keys(`${demo.bot.keyPrefix}:*`)).toEqual([]);
    expect(await keys(`bull:${demo.bot.queueName}*`)).toEqual([]);
    expect(existsSync(demo.dir)).toBe(false);
    await expect(fetch(`${demo.pbx.url}/v1/ping`)).rejects.toThrow();
  }, 30_000);
});

describe('startDemo --real-limits', () => {
  it("a real account's 20 requests a minute, named in the welcome; a burst of commands queues", async () => {
    const demo = await startDemo({ port: 0, traffic: false, realLimits: true });
    try {
      expect(welcomeText(demo)).toContain('20/min, 1000/day, as a real account');
      // distinct reads (nothing coalesced): more than a minute's budget
      for (let i = 0; i < 24; i++)
        void demo.agent.sendCommand({ command: '/contact', text: String(5000 + i) });
      const queued = await demo.slack.waitFor(
        (a) =>
          a.type === 'ephemeral_updated' &&
          /In attesa del tuo turno: posizione/.test(JSON.stringify(a.ephemeral.blocks)),
        20_000,
      );
      expect(queued).toBeDefined();
    } finally {
      await demo.stop();
    }
  }, 60_000);
});
