import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { type BotUnderTest, blocksText, cardsOf, sleep } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import {
  addMissedRule,
  MISSED,
  noticesOf,
  startMissedBot,
  untilEnabled,
  untilNotice,
} from './missed-e2e-kit.js';
import { deliver, ephemeralClick } from './signed-delivery.js';

/*
 * Issue 32: "Richiama" then "Chiama" on a missed-call notice shows at once who is calling back (as a Slack
 * mention, before any read of the outbound history); a colleague clicking "Richiama" next is warned first.
 */
const lifecycle = e2eLifecycle();
const CHANNEL = 'C0MISSCB1';
const BRUNO = 'U0BRUNO01';

async function abandon(context: string, number: string) {
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: number });
  await sleep(300);
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
}

/** Clicks "Richiama" on the notice as `userId`; the confirmation shown to them. */
async function askCallBack(b: BotUnderTest, ts: string, userId: string) {
  const message = cardsOf(b, CHANNEL).find((m) => m.ts === ts)!;
  const asked = await b.agent.clickButton({ target: message, label: 'Richiama', userId });
  await until(() => b.slack.responseReplies(asked.responseUrl!.id).length > 0, 8000, 'the confirmation');
  return b.slack.responseReplies(asked.responseUrl!.id)[0]!;
}

it('"Chiama" on a callback edits the notice at once with who calls back; a colleague is warned first', async () => {
  const { bot: b, context } = await startMissedBot(lifecycle, {
    // every read of the outbound history is refused: only the click can have edited the notice
    config: {
      alerts: { slack_spacing_ms: 200 },
      missed: MISSED,
      links: { U0ALICE01: '203', [BRUNO]: '204' },
    },
    writers: ['U0ALICE01', BRUNO],
    pbxFetch: async (request) =>
      new URL(request.url).pathname === '/v1/calls/out'
        ? Response.json({ success: false, error: 'Errore interno' }, { status: 500 })
        : fetch(request),
  });
  b.slack.directory.addUser({ id: BRUNO, name: 'bruno', realName: 'Bruno', tz: 'Europe/Rome' });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  await abandon(context, '3477770007');
  const notice = await untilNotice(b, CHANNEL, (t) => t.includes('347 777 0007'), 'the notice');
  expect(notice.text).not.toContain('In richiamata');

  const confirmation = await askCallBack(b, notice.ts, 'U0ALICE01');
  // the confirmation writes the number as the notice does
  expect(blocksText(confirmation)).toContain('347 777 0007');
  expect(blocksText(confirmation)).not.toContain('sta già richiamando');
  await deliver(
    b.requestUrl,
    ephemeralClick(b.slack, confirmation.target as Parameters<typeof ephemeralClick>[1], 'Chiama'),
  );
  const calling = await untilNotice(
    b,
    CHANNEL,
    (t) => t.includes('In richiamata da <@U0ALICE01> alle'),
    'the notice edited at once',
  );
  expect(calling.ts).toBe(notice.ts);
  expect(calling.text).not.toContain('Richiamato da 203');

  const warned = await askCallBack(b, notice.ts, BRUNO);
  expect(blocksText(warned)).toMatch(
    /<@U0ALICE01> sta già richiamando questo numero \(dalle \d\d:\d\d\): chiamare comunque\?/,
  );
  expect(blocksText(warned)).toContain('204');
  // alice herself is not warned about her own callback
  await sleep(5500); // past the double-click guard of "Richiama"
  const again = await askCallBack(b, notice.ts, 'U0ALICE01');
  expect(blocksText(again)).not.toContain('sta già richiamando');
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
}, 40_000);
