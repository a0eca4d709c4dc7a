import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { tomorrowInRome, twoCalendars } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const { server, startBot } = e2eLifecycle();

interface Stored {
  name: string;
  time: string;
  calendar: string;
}

async function start() {
  const { apiKey } = await server().createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    ...twoCalendars(),
  });
  const b = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server().url}${path}`, {
      method,
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await res.json()) as { data: unknown };
  };
  /** Someone else books meanwhile (the phone, the web page), straight through the API. */
  const bookElsewhere = (time: string, calendar: string, event = 'visita') =>
    api('POST', '/v1/calendar/bookings', {
      event,
      date: tomorrowInRome(),
      time,
      calendar,
      name: 'Altro cliente',
    });
  const stored = async () => {
    const d = tomorrowInRome();
    return ((await api('GET', `/v1/calendar/bookings?from=${d}&to=${d}`)).data as Stored[]).filter(
      (x) => x.name !== 'Altro cliente',
    );
  };
  return { b, bookElsewhere, stored };
}

async function openForm(b: BotUnderTest): Promise<string> {
  const sent = await b.agent.sendCommand({ command: '/book' });
  const opened = (await b.slack.waitFor((a) => a.type === 'view_opened', { after: sent.mark })) as {
    view: StoredView;
  };
  await b.slack.waitFor(
    (a) => a.type === 'view_updated' && a.view.id === opened.view.id && blocksText(a.view.view).length > 0,
    { after: sent.mark, timeoutMs: 8000 },
  );
  return opened.view.id;
}

/** Waits for the next version of the modal after `mark` that satisfies `test`. */
async function nextView(
  b: BotUnderTest,
  viewId: string,
  mark: number,
  test: (v: StoredView['view']) => boolean,
) {
  const updated = (await b.slack.waitFor(
    (a) => a.type === 'view_updated' && a.view.id === viewId && test(a.view.view),
    { after: mark, timeoutMs: 8000 },
  )) as { view: StoredView };
  return updated.view.view;
}

const timeOptions = (view: StoredView['view']) =>
  (view.blocks as { block_id?: string; element?: { options?: { value: string }[] } }[])
    .find((x) => x.block_id?.startsWith('book_time'))
    ?.element?.options?.map((o) => o.value) ?? [];

it('the form offers a time with a calendar only when that calendar is free then', async () => {
  const { b, bookElsewhere } = await start();
  await bookElsewhere('10:00', 'verdi');
  const viewId = await openForm(b);
  const sent = await b.agent.changeInput({
    view: viewId,
    blockId: 'book_event',
    actionId: 'book_event',
    values: { book_event: 'visita', book_date: tomorrowInRome() },
  });
  const form = await nextView(b, viewId, sent.mark, (v) => JSON.stringify(v.blocks).includes('book_time'));
  const offered = timeOptions(form);
  expect(offered).toContain('10:00|bianchi');
  expect(offered).not.toContain('10:00|verdi');
  expect(offered).toContain('11:00|verdi');
  expect(JSON.stringify(form.blocks)).not.toContain('book_calendar');
}, 30_000);

it('a time taken meanwhile: the form comes back as typed, with the nearest free times; one booking in the end', async () => {
  const { b, bookElsewhere, stored } = await start();
  const viewId = await openForm(b);
  const date = tomorrowInRome();
  const sent = await b.agent.changeInput({
    view: viewId,
    blockId: 'book_event',
    actionId: 'book_event',
    values: { book_event: 'visita', book_date: date },
  });
  await nextView(b, viewId, sent.mark, (v) => JSON.stringify(v.blocks).includes('book_time'));
  await bookElsewhere('10:00', 'verdi');
  const answers = {
    book_event: 'visita',
    book_date: date,
    book_time: '10:00|verdi',
    book_name: 'Giulia Blu',
    book_phone: '+39 06 1234 5678',
    book_notes: 'Prima visita',
  };
  const submitted = await b.agent.submitView({ view: viewId, values: answers });
  expect(submitted.responseAction).toBe('update');
  const again = await nextView(b, viewId, submitted.mark, (v) =>
    JSON.stringify(v.blocks).includes('book_name'),
  );
  const text = blocksText(again);
  expect(text).toContain('Il calendario Dott. Verdi è occupato alle 10:00');
  expect(text).toContain('Gli orari liberi più vicini:');
  const json = JSON.stringify(again.blocks);
  for (const kept of ['Giulia Blu', '+39 06 1234 5678', 'Prima visita'])
    expect(json).toContain(`"initial_value":"${kept}"`);
  expect(again.submit).toBeDefined();
  expect(timeOptions(again)).not.toContain('10:00|verdi');

  // the nearest free time at 10:00 is Dott.ssa Bianchi's: a click picks it, what was typed stays
  const click = await b.agent.clickButton({
    target: b.slack.views.find(viewId)!,
    label: '10:00 · Dott.ssa Bianchi',
  });
  expect(click.status).toBe(200);
  const picked = await nextView(b, viewId, click.mark, (v) =>
    JSON.stringify(v.blocks).includes('book_time.10:00|bianchi'),
  );
  expect(JSON.stringify(picked.blocks)).toContain('"initial_value":"Giulia Blu"');
  const booked = await b.agent.submitView({ view: viewId });
  expect(booked.responseAction).toBe('update');
  await nextView(b, viewId, booked.mark, (v) => blocksText(v).includes('Prenotato: *Giulia Blu*'));
  expect(await stored()).toEqual([
    expect.objectContaining({ name: 'Giulia Blu', time: '10:00', calendar: 'bianchi' }),
  ]);
}, 40_000);

it('the one-line form: a busy calendar or a taken time offers what is free as buttons; a double click books once', async () => {
  const { b, bookElsewhere, stored } = await start();
  const date = tomorrowInRome();
  await bookElsewhere('10:00', 'verdi');
  const busy = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `visita ${date} 10:00 Anna Neri calendario=verdi` }),
  );
  expect(textOf(busy)).toContain('Il calendario Dott. Verdi è occupato alle 10:00');
  expect(blocksText(busy)).toContain('Alle 10:00 scegli il calendario:');
  const [first, second] = await Promise.all([
    b.agent.clickButton({ target: busy.target!, label: '10:00 · Dott.ssa Bianchi' }),
    b.agent.clickButton({ target: busy.target!, label: '10:00 · Dott.ssa Bianchi' }),
  ]);
  await waitForAnswer(b.slack, { responseUrl: first.responseUrl! });
  await waitForAnswer(b.slack, { responseUrl: second.responseUrl! });

  await bookElsewhere('09:30', 'bianchi', 'consulenza');
  const taken = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `consulenza ${date} 9.30 Marco Gialli` }),
  );
  expect(textOf(taken)).toContain('Alle 09:30 di');
  expect(textOf(taken)).toContain('non c’è un orario libero');
  const early = await waitForAnswer(
    b.slack,
    await b.agent.sendCommand({ command: '/book', text: `consulenza ${date} 7:00 Marco Gialli` }),
  );
  expect(textOf(early)).toContain('Alle 07:00 non si prenota');
  expect(textOf(early)).toContain('dalle 09:00 alle');
  const click = await b.agent.clickButton({ target: taken.target!, label: '09:00' });
  const booked = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(booked)).toContain('Prenotato: *Marco Gialli*');
  expect((await stored()).map((x) => [x.name, x.time, x.calendar]).sort()).toEqual([
    ['Anna Neri', '10:00', 'bianchi'],
    ['Marco Gialli', '09:00', 'bianchi'],
  ]);
  // a refusal answered with a way on is audited as refused, not as done
  const audit = b.logs
    .map((l) => JSON.parse(l))
    .filter((l) => l.audit === true)
    .map((l) => [l.params.time, l.result, l.status]);
  expect(audit).toEqual(
    expect.arrayContaining([
      ['10:00', 'refused', 409],
      ['09:30', 'refused', 409],
      ['07:00', 'refused', 409],
      ['09:00', 'ok', undefined],
    ]),
  );
  expect(audit.filter(([, result]) => result === 'ok')).toHaveLength(3);
}, 40_000);
