import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import {
  abandonNow,
  addMissedRule,
  MISSED,
  startMissedBot,
  untilEnabled,
  untilNotice,
} from './missed-e2e-kit.js';

/*
 * Issue "one truth": a callback dialled from a desk phone (not through "Richiama") names the person when the bot
 * knows them — the Slack user linked to the extension, else the extension's name from the extension list the
 * bot has cached — without a read of its own.
 */
const lifecycle = e2eLifecycle();
const CHANNEL = 'C0CBNAME1';

/** The simulated exchange answers calls placed through the API at once. */
async function quickCalls(context: string): Promise<void> {
  await lifecycle.server().admin('PUT', `/_sim/${context}/originate-outcome`, {
    disposition: 'ANSWERED',
    extension_ring_seconds: 1,
    ring_seconds: 1,
    talk_seconds: 1,
  });
}

/** A call from `extension` to `number`, placed through the API (as a desk phone would: the bot is not told). */
async function deskCall(apiKey: string, extension: string, number: string): Promise<void> {
  const res = await fetch(`${lifecycle.server().url}/v1/call/originate`, {
    method: 'POST',
    headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ extension, number }),
  });
  expect(res.status).toBe(200);
}

it('a callback from an extension linked to a Slack user names the user, reading no extension', async () => {
  const {
    bot: b,
    context,
    apiKey,
    reads,
  } = await startMissedBot(lifecycle, {
    config: { alerts: { slack_spacing_ms: 200 }, missed: MISSED, links: { U0ALICE01: '201' } },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  await quickCalls(context);
  await abandonNow(lifecycle, context, '3479990001');
  await untilNotice(b, CHANNEL, (t) => t.includes('347 999 0001'), 'the notice');
  await deskCall(apiKey, '201', '3479990001');
  const resolved = await untilNotice(b, CHANNEL, (t) => t.includes('Risolto'), 'resolved', 20_000);
  expect(resolved.text).toMatch(/Richiamato da <@U0ALICE01> alle \d\d:\d\d: ha risposto/);
  expect(reads('/v1/extensions') + reads('/v1/extensions/status')).toBe(0);
}, 35_000);

it('a callback from an extension nobody linked names it as the extension list the bot read (/ext) does', async () => {
  // the feed's reads of the outbound history wait here while the test says so
  let hold: Promise<void> | undefined;
  let release = () => {};
  let held = 0;
  const {
    bot: b,
    context,
    apiKey,
    reads,
  } = await startMissedBot(lifecycle, {
    pbxFetch: async (request) => {
      if (hold && new URL(request.url).pathname === '/v1/calls/out') {
        held++;
        await hold;
      }
      return fetch(request);
    },
  });
  await addMissedRule(b, CHANNEL);
  await untilEnabled(b, CHANNEL);
  await quickCalls(context);
  await abandonNow(lifecycle, context, '3479990002');
  await untilNotice(b, CHANNEL, (t) => t.includes('347 999 0002'), 'the notice');

  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  await deskCall(apiKey, '203', '3479990002');
  // the call is over and in the history; the feed is about to read it
  await until(
    async () => {
      const res = await fetch(`${lifecycle.server().url}/v1/calls/out`, { headers: { 'x-api-key': apiKey } });
      const calls = ((await res.json()) as { data: { destination: string; disposition: string }[] }).data;
      return calls.some((c) => c.destination.endsWith('3479990002') && c.disposition === 'ANSWERED');
    },
    15_000,
    'the callback in the history',
  );
  await until(() => held > 0, 15_000, "the feed's read of the outbound history");
  // someone looks at the extensions: the bot has the list cached for a few seconds
  const ext = await b.agent.sendCommand({ command: '/ext', text: '' });
  expect(blocksText(await waitForAnswer(b.slack, ext))).toContain('Carla');
  hold = undefined;
  release();

  const resolved = await untilNotice(b, CHANNEL, (t) => t.includes('Risolto'), 'resolved', 15_000);
  expect(resolved.text).toMatch(/Richiamato da Carla alle \d\d:\d\d: ha risposto/);
  expect(reads('/v1/extensions/status')).toBe(1); // the /ext, nothing more
  expect(reads('/v1/extensions')).toBe(0);
}, 45_000);
