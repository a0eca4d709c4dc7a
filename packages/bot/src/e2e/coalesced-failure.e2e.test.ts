import { messages } from '@centralino/schemas';
import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

const USERS = 12;

/** The same command from `USERS` users at once; their answers. */
async function askAll(b: BotUnderTest, command: string, text: string): Promise<string[]> {
  const sent = await Promise.all(
    Array.from({ length: USERS }, (_, i) =>
      b.agent.sendCommand({ command, text, userId: `U0USER${String(i).padStart(4, '0')}` }),
    ),
  );
  const answers = await Promise.all(sent.map((s) => waitForAnswer(b.slack, s, 15_000)));
  return answers.map(textOf);
}

/** How many jobs each process finished. */
async function jobsPerProcess(b: BotUnderTest): Promise<number[]> {
  return Promise.all(
    b.bots.map(async (p) => {
      const metric = await p.metrics.jobs.get();
      return metric.values.filter((v) => v.labels.outcome !== 'delayed').reduce((n, v) => n + v.value, 0);
    }),
  );
}

it('an API error shared by coalesced reads reaches every user of both workers as the API said it', async () => {
  const { apiKey } = await server().createAccount(richAccount());
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
  const answers = await askAll(bot, '/contact', '999');
  expect(answers).toEqual(Array(USERS).fill(`:warning: ${messages.contactNotFound}`));
  const reads = server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/contacts/999');
  expect(reads.length).toBeLessThan(USERS);
  expect((await jobsPerProcess(bot)).every((n) => n > 0)).toBe(true);
});

it('with the exchange down every user gets "non raggiungibile" after the same retries', async () => {
  const { context, apiKey } = await server().createAccount(richAccount());
  await server().admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
  const answers = await askAll(bot, '/ext', '202');
  expect(answers).toEqual(
    Array(USERS).fill(':warning: Il centralino non è raggiungibile, riprova più tardi'),
  );
  const reads = server().requests.filter((r) => r.apiKey === apiKey && r.path.startsWith('/v1/extensions/'));
  expect(reads.every((r) => r.status === 503)).toBe(true);
  // every job tried again: more than one read, and never more than one per job and attempt
  expect(reads.length).toBeGreaterThan(1);
  expect(reads.length).toBeLessThanOrEqual(USERS * 3);
  expect((await jobsPerProcess(bot)).every((n) => n > 0)).toBe(true);
}, 30_000);

it('with the API itself unreachable (connection refused) every user gets "non raggiungibile"', async () => {
  const { apiKey } = await server().createAccount(richAccount());
  bot = await startBot({
    accounts: [{ id: 'main', apiKey, baseUrl: 'http://127.0.0.1:9' }],
    extraRoles: ['worker'],
  });
  const answers = await askAll(bot, '/ext', '202');
  expect(answers).toEqual(
    Array(USERS).fill(':warning: Il centralino non è raggiungibile, riprova più tardi'),
  );
  expect((await jobsPerProcess(bot)).every((n) => n > 0)).toBe(true);
}, 30_000);
