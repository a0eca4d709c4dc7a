import type { CommandResult } from '@centralino/slack-sandbox';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import {
  type BotUnderTest,
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
  waitForAnswer,
} from './e2e-harness.js';
import { maxInAnyWindow, windowUsage } from './window-usage.js';

/**
 * The server's clock runs 10× faster (its minute lasts 6 real seconds); the bot's window matches it, with the
 * default 1 s guard scaled the same way (100 ms). Usage is measured in the server's clock.
 */
const SPEED = 10;
const SERVER_MINUTE_MS = 60_000;
const PER_MINUTE = 20;
const QUEUES = 15;
const IDENTICAL = 30;
const WRITES = 45;

let server: PbxServer;
let bot: BotUnderTest | undefined;

beforeAll(async () => {
  const t0 = Date.now();
  server = await startPbxServer({ now: () => new Date(t0 + (Date.now() - t0) * SPEED) });
}, 30_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

const number = (i: number) => `0622222${String(i).padStart(3, '0')}`;
const queueName = (i: number) => `coda${String(i).padStart(2, '0')}`;

it('a mixed backlog on two workers (identical reads answered from the cache, distinct reads, writes) uses every window while it lasts, never over the limit', async () => {
  const { apiKey } = await server.createAccount({
    limits: { requests_per_minute: PER_MINUTE, requests_per_day: 10_000 },
    queues: Array.from({ length: QUEUES }, (_, i) => ({ queue_name: queueName(i) })),
    blacklists: [{ name: 'spam' }],
  });
  bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'alpha', apiKey, perMinute: PER_MINUTE }],
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 100, command_reserve_per_minute: 0 },
    },
    extraRoles: ['worker'],
  });
  const { agent, slack } = bot;
  const send = (command: string, text: string) => agent.sendCommand({ command, text });

  // the first window's worth of writes takes every token; everything after it waits in line
  const first: CommandResult[] = await Promise.all(
    Array.from({ length: PER_MINUTE }, (_, i) => send('/blacklist', `add spam ${number(i)}`)),
  );
  // then, in one line: identical reads of the queue list (one request answers them all, the rest from the
  // cache), a read of each queue, and more writes
  const kinds: Array<{ kind: 'list' } | { kind: 'queue'; i: number } | { kind: 'write'; i: number }> = [];
  for (let i = 0, q = 0, w = PER_MINUTE; kinds.length < IDENTICAL + QUEUES + WRITES - PER_MINUTE; i++) {
    if (i % 3 === 0 && kinds.filter((k) => k.kind === 'list').length < IDENTICAL)
      kinds.push({ kind: 'list' });
    else if (i % 3 === 1 && q < QUEUES) kinds.push({ kind: 'queue', i: q++ });
    else if (w < WRITES) kinds.push({ kind: 'write', i: w++ });
    else kinds.push({ kind: 'list' });
  }
  const rest: CommandResult[] = [];
  for (const k of kinds) {
    if (k.kind === 'list') rest.push(await send('/queue', ''));
    else if (k.kind === 'queue') rest.push(await send('/queue', queueName(k.i)));
    else rest.push(await send('/blacklist', `add spam ${number(k.i)}`));
  }
  for (const s of [...first, ...rest]) expect(s.status).toBe(200);

  const answers = await Promise.all([...first, ...rest].map((s) => waitForAnswer(slack, s, 60_000)));
  for (const [i, answer] of answers.slice(0, PER_MINUTE).entries()) {
    expect(blocksText(answer)).toContain(`Numero *${number(i)}* aggiunto a *spam*`);
  }
  for (const [n, k] of kinds.entries()) {
    const text = blocksText(answers[PER_MINUTE + n]!);
    if (k.kind === 'list') expect(text).toContain(queueName(0));
    else if (k.kind === 'queue') expect(text).toContain(queueName(k.i));
    else expect(text).toContain(`Numero *${number(k.i)}* aggiunto a *spam*`);
  }

  const upstream = server.requests.filter((r) => r.apiKey === apiKey);
  const times = upstream.map((r) => r.at);
  // one request for all the identical reads (a second only if the cache had expired), one per other command
  expect(upstream.filter((r) => r.path === '/v1/queue')).toHaveLength(1);
  expect(upstream).toHaveLength(1 + QUEUES + WRITES);
  expect(upstream.filter((r) => r.status === 429)).toHaveLength(0);
  expect(maxInAnyWindow(times, SERVER_MINUTE_MS)).toBeLessThanOrEqual(PER_MINUTE);
  const usage = windowUsage(times, SERVER_MINUTE_MS);
  if (process.env.E2E_REPORT)
    console.info({
      usage,
      requests: upstream.length,
      at: upstream
        .map(
          (r) =>
            `${((r.at - Math.min(...times)) / 1000).toFixed(1)}${r.method[0]}${r.path.length > 10 ? 'q' : ''}`,
        )
        .join(' '),
    });
  expect(usage.length).toBeGreaterThanOrEqual(2);
  for (const used of usage) expect(used).toBeGreaterThanOrEqual(Math.ceil(PER_MINUTE * 0.85));
}, 90_000);
