import { expect, it } from 'vitest';
import { showDate } from '../work/commands/date-time-text.js';
import { daysAfter, richAccount, todayInRome, tomorrowInRome, twoCalendars } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const { server, startBot } = e2eLifecycle();

async function start(): Promise<{ b: BotUnderTest; apiKey: string }> {
  const fixture = richAccount(twoCalendars());
  fixture.queues = [
    ...(fixture.queues ?? []),
    { queue_name: 'assistenza-clienti', strategy: 'ringall', members: [] },
  ];
  const { apiKey } = await server().createAccount(fixture);
  return { b: await startBot({ accounts: [{ id: 'main', apiKey }] }), apiKey };
}

/** The answer a user reads: the ack when the command was refused at once, else the job's answer. */
async function ask(b: BotUnderTest, command: string, text: string) {
  const sent = await b.agent.sendCommand({ command, text });
  expect(sent.status).toBe(200);
  const ack = JSON.stringify(sent.json ?? '');
  if (!ack.includes('Richiesta ricevuta') && sent.json) return { text: ack, reply: undefined };
  const reply = await waitForAnswer(b.slack, sent);
  return { text: `${textOf(reply)}\n${blocksText(reply)}`, reply };
}

const labels = (reply: { payload: { blocks?: unknown } } | undefined) =>
  JSON.stringify(reply?.payload.blocks ?? [])
    .match(/"type":"button","text":\{"type":"plain_text","text":"[^"]*"/g)
    ?.map((m) => m.replace(/.*"text":"/, '').replace(/"$/, '')) ?? [];

/** `YYYY-MM-DD` → `GG/MM/AAAA`, as an office types it. */
const typed = (date: string) => date.split('-').reverse().join('/');

it('queue names are found regardless of case and accents; several matches ask; none lists the queues', async () => {
  const { b } = await start();
  expect((await ask(b, '/queue', 'Assistenza')).text).toContain('Coda assistenza');
  expect((await ask(b, '/queue', 'VENDÌTE')).text).toContain('Coda vendite');
  expect((await ask(b, '/queue', 'live Vendite')).text).toContain('Coda vendite — in tempo reale');
  const several = await ask(b, '/queue', 'assist');
  expect(several.text).toContain('«assist» può essere 2 code: scegli quale.');
  expect(labels(several.reply)).toEqual(['assistenza', 'assistenza-clienti']);
  const none = await ask(b, '/queue', 'magazzino');
  expect(none.text).toContain(
    'Nessuna coda si chiama «magazzino». Le code sono: assistenza, vendite, assistenza-clienti.',
  );
  expect(labels(none.reply)).toEqual(['assistenza', 'vendite', 'assistenza-clienti']);
}, 30_000);

it('appointment types as people write them; dates as people write them, or what is wrong with them', async () => {
  const { b, apiKey } = await start();
  const today = todayInRome();
  const tomorrow = tomorrowInRome();
  const slots = await ask(b, '/book', `slots Consulenza ${typed(tomorrow)}`);
  expect(slots.text).toContain(`Orari liberi: Consulenza — ${showDate(tomorrow, today, 'it', true)}`);
  expect(slots.text).toContain('09:00–09:30 · Dott.ssa Bianchi (1)');
  expect((await ask(b, '/book', 'slots visita domani')).text).toContain('Orari liberi: Visita —');

  const year = Number(today.slice(0, 4)) + 1;
  const noSuchDay = await ask(b, '/book', `slots consulenza ${year}-02-30`);
  expect(noSuchDay.text).toContain(`La data «${year}-02-30» non esiste: febbraio ${year} ha`);
  const yesterday = daysAfter(today, -1);
  const past = await ask(b, '/book', `slots consulenza ${typed(yesterday)}`);
  expect(past.text).toContain(`La data ${showDate(yesterday, today, 'it', true)} è passata`);
  const unknown = await ask(b, '/book', `slots colloquio ${typed(tomorrow)}`);
  expect(unknown.text).toContain(
    'Nessun tipo di appuntamento si chiama «colloquio». I tipi di appuntamento sono: Consulenza, Visita.',
  );
  expect(labels(unknown.reply)).toEqual(['Consulenza', 'Visita']);

  const booked = await ask(b, '/book', 'Consulenza domani 9.30 Mario Rossi');
  expect(booked.text).toContain(
    `Prenotato: *Mario Rossi* ${showDate(tomorrow, today, 'it', true)} alle 09:30`,
  );
  const booked2 = await ask(b, '/book', `visita ${typed(tomorrow)} ore 10 Anna Neri calendario=Verdi`);
  expect(booked2.text).toContain('alle 10:00 (Dott. Verdi)');
  const res = await fetch(`${server().url}/v1/calendar/bookings?from=${tomorrow}&to=${tomorrow}`, {
    headers: { 'x-api-key': apiKey },
  });
  const stored = ((await res.json()) as { data: { name: string; time: string; calendar: string }[] }).data;
  expect(stored.map((x) => [x.name, x.time, x.calendar]).sort()).toEqual([
    ['Anna Neri', '10:00', 'verdi'],
    ['Mario Rossi', '09:30', 'bianchi'],
  ]);
}, 40_000);

it('a day with nothing free offers the next day that has something, as a button', async () => {
  const calendar = twoCalendars();
  const later = daysAfter(tomorrowInRome(), 2);
  const weekday = ((new Date(`${later}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  calendar.opening_hours = calendar.opening_hours?.filter((h) => h.weekday === weekday);
  const { apiKey } = await server().createAccount(richAccount(calendar));
  const b = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const none = await ask(b, '/book', 'slots consulenza domani');
  expect(none.text).toContain(
    `Nessun orario libero ${showDate(tomorrowInRome(), todayInRome(), 'it', true)}`,
  );
  expect(none.text).toContain('Il primo giorno con orari liberi:');
  const label = showDate(later, todayInRome(), 'it', true);
  expect(labels(none.reply)).toContain(label);
  const click = await b.agent.clickButton({ target: none.reply!.target!, label });
  const slots = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(slots)).toContain(`Orari liberi: Consulenza — ${label}`);
}, 30_000);
