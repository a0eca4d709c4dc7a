import { expect, it } from 'vitest';
import { type BotUnderTest, blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

it('50 identical /queue live at once (two workers): at most 2 upstream calls, 50 answers', async () => {
  const { context, apiKey } = await server().createAccount({
    limits: { requests_per_minute: 20, requests_per_day: 1000 },
    extensions: [{ internal_number: '201', description: 'Anna' }],
    queues: [{ queue_name: 'assistenza', members: [{ extension: '201' }] }],
  });
  await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3471234567' });
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
  const sent = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      bot!.agent.sendCommand({
        command: '/queue',
        text: 'live',
        userId: `U0USER${String(i).padStart(4, '0')}`,
      }),
    ),
  );
  const answers = await Promise.all(sent.map((s) => waitForAnswer(bot!.slack, s)));
  for (const answer of answers) expect(blocksText(answer)).toContain('assistenza* — 1 chiamante in attesa');
  const upstream = server().requests.filter((r) => r.apiKey === apiKey);
  expect(upstream.length).toBeGreaterThanOrEqual(1);
  expect(upstream.length).toBeLessThanOrEqual(2);
  expect(upstream.every((r) => r.path === '/v1/queue/live' && r.status === 200)).toBe(true);
  if (process.env.E2E_REPORT) console.info({ upstream: upstream.length, answers: answers.length });
});

it('a write invalidates the cached read of its area, never coalesced with it', async () => {
  const { apiKey } = await server().createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    blacklists: [{ name: 'spam' }],
  });
  bot = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const first = await waitForAnswer(
    bot.slack,
    await bot.agent.sendCommand({ command: '/blacklist', text: 'show spam' }),
  );
  expect(blocksText(first)).toContain('Nessun numero');
  const cached = await waitForAnswer(
    bot.slack,
    await bot.agent.sendCommand({ command: '/blacklist', text: 'show spam' }),
  );
  expect(blocksText(cached)).toContain('Nessun numero');
  const reads = () =>
    server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/blacklists/spam').length;
  expect(reads()).toBe(1);
  await waitForAnswer(
    bot.slack,
    await bot.agent.sendCommand({ command: '/blacklist', text: 'add spam 0611223344' }),
  );
  const fresh = await waitForAnswer(
    bot.slack,
    await bot.agent.sendCommand({ command: '/blacklist', text: 'show spam' }),
  );
  expect(blocksText(fresh)).toContain('0611223344');
  expect(reads()).toBe(2);
});
