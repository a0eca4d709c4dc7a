import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * The alerts' reading plan as a supervisor sees it in `/queue alert list`, on the API's default limits: learnt
 * from the account's own call history when it can be read, uniform with a note when it cannot.
 */
const DEFAULT_LIMITS = { requests_per_minute: 20, requests_per_day: 1000 };

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

/** A local date in Rome, `days` before today. */
function romeDate(daysBack: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    Date.now() - daysBack * 86_400_000,
  );
}

/** 40 inbound calls yesterday morning: enough history for a profile. */
function history() {
  const day = romeDate(1);
  return Array.from({ length: 40 }, (_, i) => ({
    direction: 'inbound' as const,
    calldate: `${day} ${String(9 + Math.floor(i / 20)).padStart(2, '0')}:${String((i * 3) % 60).padStart(2, '0')}:00`,
    caller_number: `06000${String(i).padStart(5, '0')}`,
    destination: '0287654321',
    status: 'answered' as const,
  }));
}

async function planText(b: BotUnderTest, channel: string): Promise<string> {
  const sent = await b.agent.sendCommand({ command: '/queue', text: 'alert list', channelId: channel });
  return blocksText(await waitForAnswer(b.slack, sent));
}

async function eventually(b: BotUnderTest, channel: string, expected: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  let text = '';
  while (Date.now() < deadline) {
    text = await planText(b, channel);
    if (text.includes(expected)) return text;
    await sleep(500);
  }
  throw new Error(`"${expected}" never shown; last answer: ${text}`);
}

it('learns the traffic profile from the call history, or reads evenly and says why when the history fails', async () => {
  const learnt = await server().createAccount(richAccount({ limits: DEFAULT_LIMITS, calls: history() }));
  const failing = await server().createAccount(richAccount({ limits: DEFAULT_LIMITS, calls: history() }));
  bot = await startBot({
    accounts: [
      { id: 'alpha', apiKey: learnt.apiKey },
      { id: 'beta', apiKey: failing.apiKey },
    ],
    routing: { default_account: 'alpha', channels: { C0BETA001: 'beta' } },
    // the history endpoint of beta's exchange answers 500
    pbxFetch: async (request) => {
      const url = new URL(request.url);
      if (request.headers.get('x-api-key') === failing.apiKey && url.pathname.startsWith('/v1/calls/in/')) {
        return Response.json({ success: false, error: 'Errore interno' }, { status: 500 });
      }
      return fetch(request);
    },
  });
  const b = bot;
  for (const channel of ['C0ALPHA01', 'C0BETA001']) {
    const sent = await b.agent.sendCommand({
      command: '/queue',
      text: 'alert add assistenza wait>=60',
      channelId: channel,
    });
    expect(blocksText(await waitForAnswer(b.slack, sent))).toContain('creato');
  }

  const alpha = await eventually(b, 'C0ALPHA01', 'apprese da 40 chiamate degli ultimi 7 giorni');
  expect(alpha).toContain('Piano dei controlli');
  expect(alpha).toMatch(/Letture rimaste oggi: \d+/);
  // no command history: about the configured half at midnight, more as the day goes (the share follows the day)
  expect(alpha).toMatch(/quota dei controlli (\d+)% del giorno \(predefinita/);
  const percent = Number(/quota dei controlli (\d+)%/.exec(alpha)?.[1]);
  expect(percent).toBeGreaterThanOrEqual(45);
  expect(percent).toBeLessThanOrEqual(90);

  const beta = await eventually(b, 'C0BETA001', 'Storico delle chiamate non disponibile');
  expect(beta).toContain('letture distribuite in modo uniforme');
  // the failure did not stop the alerts: the queues were read
  expect(
    server().requests.filter((r) => r.apiKey === failing.apiKey && r.path === '/v1/queue/live').length,
  ).toBeGreaterThanOrEqual(1);
  const historyReads = server().requests.filter(
    (r) => r.apiKey === learnt.apiKey && r.path.startsWith('/v1/calls/in/'),
  ).length;
  expect(historyReads).toBeGreaterThanOrEqual(1);
  expect(historyReads).toBeLessThanOrEqual(15);
}, 60_000);
