import { expect, it } from 'vitest';
import { cardsOf, sleep } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule, noticesOf, startMissedBot, untilEnabled, untilNotice } from './missed-e2e-kit.js';

/*
 * The missed-call feed against the real server, Redis and the fake Slack, two processes reading the same
 * account: a caller who abandons the queue gets exactly one notice; a second call from the number updates it;
 * a callback through the API closes the loop; a restart of every process posts nothing again.
 */
const lifecycle = e2eLifecycle();
const CHANNEL = 'C0MISSED1';

it('one notice per caller, updated on a repeat, resolved by a callback; two workers and a restart post it once', async () => {
  const { bot: b, context, apiKey } = await startMissedBot(lifecycle, { extraRoles: ['worker'] });
  const server = lifecycle.server();
  const api = async (path: string, body: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
  };
  const abandon = async (number: string) => {
    await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: number });
    await sleep(1100); // the caller waits a second
    await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
  };

  await addMissedRule(b, CHANNEL);
  // enabling: one line about today's earlier missed calls, no notice for each of them
  await untilEnabled(b, CHANNEL);
  expect(noticesOf(b, CHANNEL)).toHaveLength(0);

  await abandon('347 111 0001');
  const first = await untilNotice(b, CHANNEL, (t) => t.includes('347 111 0001'), 'the first notice');
  expect(first.text).toContain('1 chiamata persa alle');
  expect(first.text).toContain('riattaccato');
  expect(first.text).toMatch(/02 8765 4321/); // the number called, as people read it

  await abandon('+39 347 111 0001');
  const second = await untilNotice(b, CHANNEL, (t) => t.includes('2 chiamate perse'), 'the notice updated');
  expect(second.ts).toBe(first.ts);
  const posts = () => b.slack.callsOf('chat.postMessage').filter((c) => c.args.channel === CHANNEL).length;
  const postsBefore = posts();

  // every process stops; new ones start on the same Redis: nothing is posted again
  for (const process of b.bots) await process.stop();
  await b.startProcess('all');
  await b.startProcess('worker');
  await sleep(2500);
  expect(posts()).toBe(postsBefore);
  expect(noticesOf(b, CHANNEL)).toHaveLength(1);

  // a callback through the API (any phone): the notice shows it and turns resolved
  await server.admin('PUT', `/_sim/${context}/originate-outcome`, {
    disposition: 'ANSWERED',
    extension_ring_seconds: 1,
    ring_seconds: 1,
    talk_seconds: 1,
  });
  await api('/v1/call/originate', { extension: '201', number: '3471110001' });
  const resolved = await untilNotice(b, CHANNEL, (t) => t.includes('Risolto'), 'the notice resolved', 12_000);
  expect(resolved.ts).toBe(first.ts);
  expect(resolved.text).toContain('Richiamato da 201 alle');
  expect(resolved.text).toContain('ha risposto');
  if (process.env.SHOW_NOTICE)
    console.log(
      first.text,
      '\n----\n',
      resolved.text,
      '\n----\n',
      cardsOf(b, CHANNEL).map((m) => m.text),
    );
  expect(posts()).toBe(postsBefore);
}, 40_000);
