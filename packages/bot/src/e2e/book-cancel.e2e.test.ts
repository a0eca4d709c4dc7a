import { findButtons } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { oneCalendar, richAccount, tomorrowInRome } from './e2e-fixture.js';
import { blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

/*
 * `/book cancel <who>`: the bookings that can still be cancelled, each with a "Disdici" button whose dialog says
 * whom and when; the click cancels that booking on the exchange (its slot free again), once, however often it is
 * clicked. Nothing is cancelled by the command itself.
 */
const lifecycle = e2eLifecycle();

async function book(url: string, apiKey: string, name: string, time: string, date: string) {
  const res = await fetch(`${url}/v1/calendar/bookings`, {
    method: 'POST',
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'consulenza', calendar: 'bianchi', name, date, time }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

it('/book cancel Rossi offers Rossi’s booking with a confirmed button; the click cancels it once', async () => {
  const server = lifecycle.server();
  const { apiKey } = await server.createAccount(
    richAccount({ limits: { requests_per_minute: 1000, requests_per_day: 100_000 }, ...oneCalendar() }),
  );
  const b = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey, perMinute: 1000 }] });
  const date = tomorrowInRome();
  const rossi = await book(server.url, apiKey, 'Mario Rossi', '10:00', date);
  await book(server.url, apiKey, 'Giulia Verdi', '11:00', date);
  const cancels = () =>
    server.requests.filter((r) => r.apiKey === apiKey && r.method === 'POST' && r.path.endsWith('/cancel'));

  const sent = await b.agent.sendCommand({ command: '/book', text: 'disdici rossi' });
  const offer = await waitForAnswer(b.slack, sent);
  const shown = blocksText(offer);
  expect(shown).toContain('Appuntamenti da disdire');
  expect(shown).toContain('Mario Rossi');
  expect(shown).not.toContain('Giulia Verdi');
  const [button, ...others] = findButtons((offer.payload.blocks ?? []) as never);
  expect(others.map((x) => x.label)).toEqual([]);
  expect(button?.label).toBe('Disdici');
  const dialog = JSON.stringify((offer.payload.blocks as unknown[]).at(-1));
  expect(dialog).toContain('Disdire l’appuntamento?');
  expect(dialog).toContain(`Mario Rossi · consulenza (bianchi)`);
  expect(cancels()).toHaveLength(0); // the command itself cancels nothing

  // a double click: both reach the bot before the answer replaces the offer
  const clicks = await Promise.all([
    b.agent.clickButton({ target: offer.target!, label: 'Disdici' }),
    b.agent.clickButton({ target: offer.target!, label: 'Disdici' }),
  ]);
  const answers = await Promise.all(
    clicks.map(async (c) => textOf(await waitForAnswer(b.slack, { responseUrl: c.responseUrl! }))),
  );
  const done = answers.filter((text) => text.includes('Appuntamento disdetto'));
  expect(done).toHaveLength(1);
  expect(done[0]).toContain('Mario Rossi');
  const statuses = cancels().map((r) => [r.path, r.status]);
  expect(statuses.filter(([, status]) => status === 200)).toEqual([
    [`/v1/calendar/bookings/${rossi}/cancel`, 200],
  ]);

  // the exchange agrees: Rossi's booking cancelled, Verdi's kept; and nothing is left to cancel for Rossi
  const list = await fetch(`${server.url}/v1/calendar/bookings?date=${date}`, {
    headers: { 'x-api-key': apiKey },
  });
  const bookings = ((await list.json()) as { data: { name: string; status: string }[] }).data;
  expect(bookings.map((x) => [x.name, x.status]).sort()).toEqual([
    ['Giulia Verdi', 'confirmed'],
    ['Mario Rossi', 'cancelled'],
  ]);
  const after = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: 'cancel rossi' }),
  );
  expect(textOf(after)).toContain('Nessun appuntamento da disdire per «rossi»');
}, 30_000);
