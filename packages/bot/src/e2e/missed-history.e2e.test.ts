import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { blocksText, cardsOf, sleep, waitForAnswer } from './e2e-harness.js';
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
 * The call history failing or refused while a caller's notice is due: the reason shows in
 * `/calls missed list`, the notice comes late, once.
 */
/** While set, the server's clock stands still there (two events within one wall-clock second). */
let heldAt: Date | undefined;
const lifecycle = e2eLifecycle(() => ({ now: () => heldAt ?? new Date() }));

async function abandon(context: string, number: string) {
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: number });
  await sleep(300);
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
}

it('the history failing, then a 429 of another client: the reason shows in the list; the notice comes late, once', async () => {
  const CHANNEL = 'C0MISSED3';
  let mode: 'ok' | 'fail' | 'limited' = 'ok';
  const { bot: b, context } = await startMissedBot(lifecycle, {
    pbxFetch: async (request) => {
      if (new URL(request.url).pathname === '/v1/calls/in' && mode !== 'ok') {
        return mode === 'fail'
          ? Response.json({ success: false, error: 'Errore interno' }, { status: 500 })
          : Response.json(
              { success: false, error: 'Troppe richieste' },
              { status: 429, headers: { 'Retry-After': '2' } },
            );
      }
      return fetch(request);
    },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  const list = async () => {
    const sent = await b.agent.sendCommand({ command: '/calls', text: 'missed list', channelId: CHANNEL });
    return blocksText(await waitForAnswer(b.slack, sent));
  };
  mode = 'fail';
  await abandon(context, '3474440004');
  await until(
    async () => /storico chiamate non risponde/.test(await list()),
    10_000,
    'history failing in the list',
  );
  mode = 'limited';
  await until(async () => /429 di un altro programma/.test(await list()), 10_000, '429 in the list');
  expect(noticesOf(b, CHANNEL)).toHaveLength(0);
  mode = 'ok';
  await untilNotice(b, CHANNEL, (t) => t.includes('347 444 0004'), 'the notice, late', 10_000);
  await until(async () => !/avvisi in ritardo/.test(await list()), 5000, 'the reason cleared');
  expect(await list()).toContain('ultimo ritardo');
  await sleep(1000);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);
}, 40_000);

it("the feed's read of the history serves /calls in right after it: no request of its own", async () => {
  const CHANNEL = 'C0MISSED4';
  const { bot: b, reads } = await startMissedBot(lifecycle, {
    config: {
      alerts: { slack_spacing_ms: 200 },
      missed: { min_interval_ms: 30_000, max_interval_ms: 30_000 },
    },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  const before = reads('/v1/calls/in');
  const sent = await b.agent.sendCommand({ command: '/calls', text: 'in', channelId: CHANNEL });
  const answer = blocksText(await waitForAnswer(b.slack, sent));
  expect(answer).toContain('Studio Rossi'); // the fixture's calls of today
  expect(reads('/v1/calls/in')).toBe(before);
}, 20_000);

it('"Richiama" on the notice asks first, then calls from the linked extension once; the history then resolves it', async () => {
  const CHANNEL = 'C0MISSED5';
  const { bot: b, context } = await startMissedBot(lifecycle, {
    config: { alerts: { slack_spacing_ms: 200 }, missed: MISSED, links: { U0ALICE01: '203' } },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  await lifecycle.server().admin('PUT', `/_sim/${context}/originate-outcome`, {
    disposition: 'ANSWERED',
    extension_ring_seconds: 1,
    ring_seconds: 1,
    talk_seconds: 1,
  });
  await abandon(context, '3475550005');
  const notice = await untilNotice(b, CHANNEL, (t) => t.includes('347 555 0005'), 'the notice');
  const message = cardsOf(b, CHANNEL).find((m) => m.ts === notice.ts)!;
  const asked = await b.agent.clickButton({ target: message, label: 'Richiama' });
  await until(() => b.slack.responseReplies(asked.responseUrl!.id).length > 0, 5000, 'the confirmation');
  const confirmation = b.slack.responseReplies(asked.responseUrl!.id)[0]!;
  expect(blocksText(confirmation)).toContain('203');
  const ephemeral = confirmation.target as {
    channel: string;
    messageTs: string;
    user: string;
    blocks?: unknown;
  };
  const click = ephemeralClick(b.slack, ephemeral, 'Chiama');
  await Promise.all([deliver(b.requestUrl, click), deliver(b.requestUrl, click)]);
  const resolved = await untilNotice(
    b,
    CHANNEL,
    (t) => t.includes('Risolto'),
    'resolved by the callback',
    // the call ends (ringing and talk, ~3 s), then the next outbound read: slower on a loaded machine
    20_000,
  );
  // the record of the linked extension is shown by the name of who confirmed "Chiama"
  expect(resolved.text).toMatch(/Richiamato da <@U0ALICE01> alle \d\d:\d\d · risposto/);
  const placed = await lifecycle.server().admin<{ data: unknown[] }>('GET', `/_sim/${context}/originated`);
  expect(placed.data).toHaveLength(1);
}, 35_000);

it('a callback placed within the second the missed call began (whole seconds in the history) still resolves it', async () => {
  const CHANNEL = 'C0MISSED6';
  const { bot: b, context } = await startMissedBot(lifecycle, {
    config: { alerts: { slack_spacing_ms: 200 }, missed: MISSED, links: { U0ALICE01: '203' } },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  const server = lifecycle.server();
  await server.admin('PUT', `/_sim/${context}/originate-outcome`, {
    disposition: 'ANSWERED',
    extension_ring_seconds: 1,
    ring_seconds: 1,
    talk_seconds: 1,
  });
  // the exchange's clock stands still from the caller joining to the call placed: both records get one calldate
  heldAt = new Date();
  try {
    await abandon(context, '3476660006');
    const notice = await untilNotice(b, CHANNEL, (t) => t.includes('347 666 0006'), 'the notice');
    const message = cardsOf(b, CHANNEL).find((m) => m.ts === notice.ts)!;
    const asked = await b.agent.clickButton({ target: message, label: 'Richiama' });
    await until(() => b.slack.responseReplies(asked.responseUrl!.id).length > 0, 5000, 'the confirmation');
    const confirmation = b.slack.responseReplies(asked.responseUrl!.id)[0]!;
    await deliver(
      b.requestUrl,
      ephemeralClick(b.slack, confirmation.target as Parameters<typeof ephemeralClick>[1], 'Chiama'),
    );
    await until(
      async () =>
        (await server.admin<{ data: unknown[] }>('GET', `/_sim/${context}/originated`)).data.length === 1,
      5000,
      'the call placed',
    );
  } finally {
    heldAt = undefined;
  }
  const resolved = await untilNotice(b, CHANNEL, (t) => t.includes('Risolto'), 'resolved', 10_000);
  expect(resolved.text).toContain('Richiamato da <@U0ALICE01>');
}, 35_000);
