import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, cardsOf, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * Real time, the API's default limits (20/min, 1000/day) and the bot's default alert settings: nothing is
 * shortened. A caller left waiting must get a card within 15 s of crossing a `wait>=60` threshold, although the
 * calm plan of an all-day rule reads the queues only every few minutes: the crossing is predicted from one sample.
 */
const DEFAULT_LIMITS = { requests_per_minute: 20, requests_per_day: 1000 };
const THRESHOLD_MS = 60_000;

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

async function firstCard(b: BotUnderTest, channel: string, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (cardsOf(b, channel).length > 0) return Date.now();
    await sleep(100);
  }
  throw new Error(`no card in ${channel} within ${timeoutMs} ms`);
}

it("on the default limits, a caller left waiting gets a card within 15 s of crossing wait>=60 — seen by the first read, or by a user's /queue live", async () => {
  const alpha = await server().createAccount(richAccount({ limits: DEFAULT_LIMITS }));
  const beta = await server().createAccount(richAccount({ limits: DEFAULT_LIMITS }));
  bot = await startBot({
    accounts: [
      { id: 'alpha', apiKey: alpha.apiKey },
      { id: 'beta', apiKey: beta.apiKey },
    ],
    routing: { default_account: 'alpha', channels: { C0BETA001: 'beta' } },
  });
  const b = bot;
  const join = async (context: string, number: string) => {
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: number });
    return Date.now();
  };
  const addRule = async (channel: string) => {
    const sent = await b.agent.sendCommand({
      command: '/queue',
      text: 'alert add assistenza wait>=60',
      channelId: channel,
    });
    expect(blocksText(await waitForAnswer(b.slack, sent))).toContain('creato');
  };
  const readsOf = (apiKey: string) =>
    server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/queue/live').length;

  // alpha: the caller already waits when the rule is added; its first read sees them
  const alphaJoined = await join(alpha.context, '3471110001');
  await addRule('C0ALPHA01');

  // beta: the rule reads an empty queue; the caller arrives after; a user's /queue live is the next sample
  await addRule('C0BETA001');
  const deadline = Date.now() + 10_000;
  while (readsOf(beta.apiKey) < 1 && Date.now() < deadline) await sleep(50);
  await sleep(4000); // past the few seconds a reading is shared with commands
  const betaJoined = await join(beta.context, '3472220002');
  const live = await b.agent.sendCommand({ command: '/queue', text: 'live', channelId: 'C0BETA001' });
  expect(blocksText(await waitForAnswer(b.slack, live))).toContain('assistenza');
  const betaReadsBefore = readsOf(beta.apiKey);

  const [alphaCard, betaCard] = await Promise.all([
    firstCard(b, 'C0ALPHA01', THRESHOLD_MS + 30_000),
    firstCard(b, 'C0BETA001', THRESHOLD_MS + 30_000),
  ]);
  const alphaLate = alphaCard - (alphaJoined + THRESHOLD_MS);
  const betaLate = betaCard - (betaJoined + THRESHOLD_MS);
  expect(alphaLate).toBeGreaterThanOrEqual(0);
  expect(alphaLate).toBeLessThan(15_000);
  expect(betaLate).toBeGreaterThanOrEqual(0);
  expect(betaLate).toBeLessThan(15_000);
  // the user's reading was the sample: one read at the crossing, not a poll loop
  expect(readsOf(beta.apiKey) - betaReadsBefore).toBeLessThanOrEqual(2);
  const card = cardsOf(b, 'C0BETA001')[0]!;
  const text = `${card.text}\n${blocksText(card)}`;
  expect(text).toContain('attesa più lunga');
  expect(text).toMatch(/dati letti alle \d\d:\d\d:\d\d · prossimo controllo alle \d\d:\d\d:\d\d/);
  if (process.env.E2E_REPORT) console.info({ alphaLate, betaLate, betaReads: readsOf(beta.apiKey) });
}, 120_000);
