import { expect, it } from 'vitest';
import { backlogAccount, backlogNumber, backlogRequests, sendBacklog } from './backlog-scenario.js';
import { type BotUnderTest, blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle, fasterClock } from './e2e-lifecycle.js';
import { maxInAnyWindow, windowUsage } from './window-usage.js';

/**
 * The server's clock runs 10× faster (its minute lasts 6 real seconds); the bot's window matches it, with the
 * default 1 s guard scaled the same way (100 ms). Usage is measured in the server's clock.
 */
const SPEED = 10;
const SERVER_MINUTE_MS = 60_000;
const SHAPE = { perMinute: 20, identical: 30, queues: 15, writes: 45 };

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle(() => fasterClock(SPEED));

it('a mixed backlog on two workers (identical reads answered from the cache, distinct reads, writes) uses every full window while it lasts, never over the limit', async () => {
  const { apiKey } = await server().createAccount(backlogAccount(SHAPE));
  bot = await startBot({
    accounts: [{ id: 'alpha', apiKey, perMinute: SHAPE.perMinute }],
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 100, command_reserve_per_minute: 0 },
    },
    extraRoles: ['worker'],
  });
  const commands = await sendBacklog(bot.agent, SHAPE);
  for (const { sent } of commands) expect(sent.status).toBe(200);
  const answers = await Promise.all(commands.map(({ sent }) => waitForAnswer(bot!.slack, sent, 60_000)));
  for (const [i, answer] of answers.entries()) expect(blocksText(answer)).toContain(commands[i]!.expected);

  const upstream = server().requests.filter((r) => r.apiKey === apiKey);
  // one request answered every identical read (the cache lasts longer than the test)
  expect(upstream.filter((r) => r.path === '/v1/queue')).toHaveLength(1);
  expect(upstream).toHaveLength(backlogRequests(SHAPE));
  expect(upstream.filter((r) => r.status === 429)).toHaveLength(0);
  const times = upstream.map((r) => r.at);
  expect(maxInAnyWindow(times, SERVER_MINUTE_MS)).toBeLessThanOrEqual(SHAPE.perMinute);
  const usage = windowUsage(times, SERVER_MINUTE_MS);
  if (process.env.E2E_REPORT) {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (t: number) => ((t - sorted[0]!) / 1000).toFixed(1);
    console.info({ usage, at: sorted.map(at).join(' ') });
  }
  expect(usage.length).toBeGreaterThanOrEqual(2);
  for (const used of usage) expect(used).toBeGreaterThanOrEqual(Math.ceil(SHAPE.perMinute * 0.85));
}, 90_000);

it('12 writes at 5/min run 5, 5, 2: a waiter never counts the jobs already holding a token as ahead of it', async () => {
  const shape = { perMinute: 5, identical: 0, queues: 0, writes: 12 };
  const { apiKey } = await server().createAccount(backlogAccount(shape));
  bot = await startBot({
    accounts: [{ id: 'alpha', apiKey, perMinute: shape.perMinute }],
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 100, command_reserve_per_minute: 0 },
    },
  });
  // all at once: the first five take the tokens while the other seven ask for their place
  const sent = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      bot!.agent.sendCommand({ command: '/blacklist', text: `add spam ${backlogNumber(i)}` }),
    ),
  );
  const answers = await Promise.all(sent.map((s) => waitForAnswer(bot!.slack, s, 30_000)));
  for (const [i, answer] of answers.entries()) {
    expect(blocksText(answer)).toContain(`Numero *${backlogNumber(i)}* aggiunto a *spam*`);
  }
  const upstream = server().requests.filter((r) => r.apiKey === apiKey);
  expect(upstream).toHaveLength(12);
  expect(upstream.filter((r) => r.status === 429)).toHaveLength(0);
  const times = upstream.map((r) => r.at);
  expect(maxInAnyWindow(times, SERVER_MINUTE_MS)).toBeLessThanOrEqual(shape.perMinute);
  expect(windowUsage(times, SERVER_MINUTE_MS)).toEqual([5, 5]);
}, 45_000);
