import { expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { richAccount } from './e2e-fixture.js';
import { blocksText, cardsOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import {
  abandonNow,
  addMissedRule,
  buttonsOf,
  MISSED,
  messageAt,
  startMissedBotOn,
  untilEnabled,
  untilMessage,
  untilNotice,
} from './missed-e2e-kit.js';

/*
 * Issue "one truth": "Blocca numero" on a missed-call notice, confirmed, blocks the caller once; then the notice
 * says who blocked the number and when, without "Richiama" or "Blocca numero", and so does the caller's row
 * in a burst's summary of another channel.
 */
const lifecycle = e2eLifecycle();
const ALONE = 'C0BLOCK01';
const BURST = 'C0BLOCK02';

it('a blocked caller: the notice and the summary row say who blocked it, with no call-back or block button', async () => {
  // the history is held while the callers give up, so that one read finds both (a burst in BURST)
  let held = false;
  const {
    bot: b,
    context,
    apiKey,
  } = await startMissedBotOn(lifecycle, richAccount(), {
    config: { alerts: { slack_spacing_ms: 200 }, missed: { ...MISSED, burst_size: 1 } },
    pbxFetch: async (request) =>
      held && new URL(request.url).pathname === '/v1/calls/in'
        ? Response.json({ success: false, error: 'Servizio non disponibile' }, { status: 503 })
        : fetch(request),
  });
  const server = lifecycle.server();
  const posts = () =>
    server.requests.filter(
      (r) => r.apiKey === apiKey && r.method === 'POST' && r.path.includes('/blacklists/'),
    ).length;
  await addMissedRule(b, ALONE, '0287654321'); // only the calls to the office's main number
  await addMissedRule(b, BURST); // every call
  await untilEnabled(b, ALONE);
  await untilEnabled(b, BURST);
  held = true;
  await abandonNow(lifecycle, context, '3478880001', '0287654321');
  await abandonNow(lifecycle, context, '3478880002', '0611111111');
  held = false;

  const notice = await untilNotice(b, ALONE, (t) => t.includes('347 888 0001'), 'the notice');
  const summaryOf = () => cardsOf(b, BURST).find((m) => /in pochi istanti/.test(m.text ?? ''));
  await until(() => summaryOf() !== undefined, 10_000, 'the summary of the burst');
  const shown = messageAt(b, ALONE, notice.ts)!;
  const block = buttonsOf(shown.blocks).find((x) => x.label === 'Blocca numero');
  expect(block?.confirm).toBe(true); // Slack asks "Bloccare il numero?" before the click is sent

  const click = await b.agent.clickButton({ target: shown, label: 'Blocca numero' });
  const answer = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(answer)).toContain('bloccato: aggiunto alla blacklist *bloccati*');

  const blocked = await untilMessage(
    b,
    ALONE,
    notice.ts,
    (t) => t.includes('Numero bloccato da <@U0ALICE01> alle'),
    'the notice edited',
  );
  expect(blocked).toContain('Bloccato · *347 888 0001*');
  expect(blocked).toContain('(blacklist *bloccati*)');
  const left = buttonsOf(messageAt(b, ALONE, notice.ts)!.blocks).map((x) => x.label);
  expect(left).not.toContain('Richiama');
  expect(left).not.toContain('Blocca numero');

  // the summary of the other channel: the caller's row says so and lost its "Richiama"; the other keeps it
  const rowOf = (number: string) =>
    (summaryOf()!.blocks as { type: string; text?: { text: string }; accessory?: unknown }[]).find(
      (block) => block.type === 'section' && block.text?.text.includes(number),
    );
  await until(
    () => rowOf('347 888 0001')?.text?.text.includes('bloccato da <@U0ALICE01>') === true,
    10_000,
    'the summary row edited',
  );
  expect(rowOf('347 888 0001')?.accessory).toBeUndefined();
  expect(buttonsOf(rowOf('347 888 0002')).map((x) => x.label)).toEqual(['Richiama']);

  // the exchange was asked once
  expect(posts()).toBe(1);
  if (process.env.SHOW_NOTICE) console.log(blocked, '\n----\n', blocksText(summaryOf()!));
  const res = await fetch(`${server.url}/v1/blacklists/bloccati/numbers`, {
    headers: { 'x-api-key': apiKey },
  });
  const numbers = ((await res.json()) as { data: { number: string }[] }).data.map((n) => n.number);
  expect(numbers.map((n) => n.replace(/\D/g, '').slice(-10))).toEqual(['3478880001']);
}, 40_000);

it('a caller who is a contact of the directory is asked about first; "Blocca comunque" blocks, once', async () => {
  const fixture = richAccount();
  const contactId = fixture.contacts![0]!.id!;
  const { bot: b, context, apiKey } = await startMissedBotOn(lifecycle, fixture);
  const server = lifecycle.server();
  const posts = () =>
    server.requests.filter(
      (r) => r.apiKey === apiKey && r.method === 'POST' && r.path.includes('/blacklists/'),
    ).length;
  const read = await b.agent.sendCommand({ command: '/contact', text: String(contactId) });
  expect(blocksText(await waitForAnswer(b.slack, read))).toContain('Studio Rossi');
  await addMissedRule(b, ALONE);
  await untilEnabled(b, ALONE);
  await abandonNow(lifecycle, context, '0612345678');
  const notice = await untilNotice(b, ALONE, (t) => t.includes('06 1234 5678'), 'the notice');

  const click = await b.agent.clickButton({
    target: messageAt(b, ALONE, notice.ts)!,
    label: 'Blocca numero',
  });
  const asked = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(asked)).toContain(':raised_hand:');
  expect(blocksText(asked)).toContain('è *Studio Rossi (Rossi Srl)*, un contatto della rubrica.');
  expect(posts()).toBe(0);

  const anyway = await b.agent.clickButton({ target: asked.target!, label: 'Blocca comunque' });
  const done = await waitForAnswer(b.slack, { responseUrl: anyway.responseUrl! });
  expect(blocksText(done)).toContain('bloccato: aggiunto alla blacklist *bloccati*');
  await untilMessage(b, ALONE, notice.ts, (t) => t.includes('Numero bloccato da <@U0ALICE01>'), 'edited');
  expect(posts()).toBe(1);
}, 30_000);
