import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { showDate } from '../work/commands/date-time-text.js';
import { daysAfter, oneCalendar, todayInRome, tomorrowInRome } from './e2e-fixture.js';
import { type BotUnderTest, blocksText } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

async function openForm(): Promise<{ b: BotUnderTest; apiKey: string; viewId: string }> {
  const { apiKey } = await server().createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    ...oneCalendar(),
  });
  bot = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const sent = await bot.agent.sendCommand({ command: '/book' });
  const opened = (await bot.slack.waitFor((a) => a.type === 'view_opened', { after: sent.mark })) as {
    view: StoredView;
  };
  const viewId = opened.view.id;
  await bot.slack.waitFor(
    (a) => a.type === 'view_updated' && a.view.id === viewId && blocksText(a.view.view).length > 0,
    { after: sent.mark, timeoutMs: 5000 },
  );
  return { b: bot, apiKey, viewId };
}

/** Changes the type or the date and waits for the form the bot sends back. */
async function change(b: BotUnderTest, viewId: string, blockId: string, values: Record<string, string>) {
  const sent = await b.agent.changeInput({ view: viewId, blockId, actionId: blockId, values });
  expect(sent.status).toBe(200);
  const updated = (await b.slack.waitFor((a) => a.type === 'view_updated' && a.view.id === viewId, {
    after: sent.mark,
    timeoutMs: 5000,
  })) as { view: StoredView };
  return updated.view.view;
}

const datepickerOf = (view: StoredView['view']) =>
  (view.blocks as { block_id?: string; element?: { initial_date?: string } }[]).find(
    (b) => b.block_id === 'book_date',
  )?.element?.initial_date;

it('the form shows the date in use; a date that is not a date is said so, and the times follow the date', async () => {
  const { b, viewId } = await openForm();
  const date = tomorrowInRome();
  const withTimes = await change(b, viewId, 'book_event', { book_event: 'consulenza', book_date: date });
  const shown = (d: string) => showDate(d, todayInRome(), 'it', true);
  expect(blocksText(withTimes)).toContain(`Orari liberi del ${shown(date)}`);
  for (const typed of ['domani', '31/12/2026']) {
    const refused = await change(b, viewId, 'book_date', { book_event: 'consulenza', book_date: typed });
    expect(blocksText(refused)).toContain('Data non valida');
    expect(blocksText(refused)).not.toContain('Orari liberi del');
    expect(JSON.stringify(refused.blocks)).not.toContain('book_time');
  }
  const later = daysAfter(date, 2);
  const moved = await change(b, viewId, 'book_date', { book_event: 'consulenza', book_date: later });
  expect(blocksText(moved)).toContain(`Orari liberi del ${shown(later)}`);
  expect(datepickerOf(moved)).toBe(later);
}, 20_000);

it('"Prenota" checks every field in the modal (errors under the fields) and always ends with an answer', async () => {
  const { b, apiKey, viewId } = await openForm();
  const date = tomorrowInRome();
  await change(b, viewId, 'book_event', { book_event: 'consulenza', book_date: date });
  const valid = { book_event: 'consulenza', book_date: date, book_time: '10:00', book_name: 'Giulia Blu' };
  const cases: [Record<string, string>, string, string][] = [
    [{ book_date: 'domani' }, 'book_date', 'Data non valida'],
    [{ book_date: '31/12/2026' }, 'book_date', 'Data non valida'],
    [{ book_date: daysAfter(todayInRome(), -1) }, 'book_date', 'passata'],
    [{ book_phone: 'chiamami' }, 'book_phone', 'Telefono non valido'],
    [{ book_phone: '12' }, 'book_phone', 'Telefono non valido'],
    [{ book_name: '   ' }, 'book_name', 'Scrivi il nome'],
    [{ book_notes: 'a\u0000b' }, 'book_notes', 'caratteri di controllo'],
  ];
  for (const [override, field, message] of cases) {
    const refused = await b.agent.submitView({ view: viewId, values: { ...valid, ...override } });
    expect(refused.status).toBe(200);
    expect(refused.responseAction).toBe('errors');
    expect(refused.errors?.[field]).toContain(message);
  }
  const mark = b.slack.mark();
  const ok = await b.agent.submitView({ view: viewId, values: { ...valid, book_phone: '+39 06 1234 5678' } });
  expect(ok.responseAction).toBe('update');
  await b.slack.waitFor(
    (a) => a.type === 'view_updated' && a.view.id === viewId && blocksText(a.view.view).includes('Prenotato'),
    { after: mark, timeoutMs: 5000 },
  );
  const creates = server().requests.filter(
    (r) => r.apiKey === apiKey && r.method === 'POST' && r.path === '/v1/calendar/bookings',
  );
  expect(creates.map((r) => r.status)).toEqual([201]);
}, 20_000);
