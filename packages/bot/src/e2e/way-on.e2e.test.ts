import { expect, it } from 'vitest';
import { showDate } from '../work/commands/date-time-text.js';
import { richAccount, todayInRome, tomorrowInRome, twoCalendars } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

async function start(): Promise<BotUnderTest> {
  const { apiKey } = await server().createAccount(richAccount(twoCalendars()));
  bot = await startBot({ accounts: [{ id: 'main', apiKey }] });
  return bot;
}

async function ask(b: BotUnderTest, command: string, text: string) {
  return waitForAnswer(b.slack, await b.agent.sendCommand({ command, text }));
}

const labels = (reply: { payload: { blocks?: unknown } }) =>
  JSON.stringify(reply.payload.blocks ?? [])
    .match(/"type":"button","text":\{"type":"plain_text","text":"[^"]*"/g)
    ?.map((m) => m.replace(/.*"text":"/, '').replace(/"$/, '')) ?? [];

it('an unknown queue answers with the usage and the queues as buttons; a button opens that queue', async () => {
  const b = await start();
  for (const text of ['nonesiste', 'assistenza extra', 'live nonesiste']) {
    const answer = await ask(b, '/queue', text);
    expect(textOf(answer)).toContain('Nessuna coda si chiama «');
    expect(textOf(answer)).toContain('Le code sono: assistenza, vendite.');
    expect(blocksText(answer)).toContain('/queue live [nome]');
    expect(labels(answer)).toEqual(expect.arrayContaining(['assistenza', 'vendite']));
  }
  const answer = await ask(b, '/queue', 'nonesiste');
  const click = await b.agent.clickButton({ target: answer.target!, label: 'vendite' });
  const detail = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(detail)).toContain('Coda vendite');
}, 20_000);

it('`/book slots` without a type offers the types; calendar_required offers the calendars the API listed', async () => {
  const b = await start();
  const types = await ask(b, '/book', 'slots');
  expect(labels(types)).toEqual(expect.arrayContaining(['Consulenza', 'Visita']));
  const click = await b.agent.clickButton({ target: types.target!, label: 'Consulenza' });
  const slots = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(slots)).toContain(
    `Orari liberi: Consulenza — ${showDate(todayInRome(), todayInRome(), 'it', true)}`,
  );

  const date = tomorrowInRome();
  const refused = await ask(b, '/book', `visita ${date} 10:00 Anna Neri`);
  expect(textOf(refused)).toContain('calendario');
  // only the calendars free at that time, by name
  expect(labels(refused)).toEqual(['10:00 · Dott.ssa Bianchi', '10:00 · Dott. Verdi']);
  const chosen = await b.agent.clickButton({ target: refused.target!, label: '10:00 · Dott. Verdi' });
  const booked = await waitForAnswer(b.slack, { responseUrl: chosen.responseUrl! });
  const day = showDate(date, todayInRome(), 'it', true);
  expect(blocksText(booked)).toContain(`Prenotato: *Anna Neri* ${day} alle 10:00 (Dott. Verdi).`);
}, 20_000);
