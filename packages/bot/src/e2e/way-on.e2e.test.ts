import { expect, it } from 'vitest';
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
    expect(textOf(answer)).toContain('Coda non trovata');
    expect(blocksText(answer)).toContain('/queue live [nome]');
    expect(labels(answer)).toEqual(expect.arrayContaining(['assistenza', 'vendite']));
  }
  const answer = await ask(b, '/queue', 'nonesiste');
  const click = await b.agent.clickButton({ target: answer.target!, label: 'vendite' });
  const detail = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(detail)).toContain('Coda vendite');
});

it('`/book slots` without a type offers the types; calendar_required offers the calendars the API listed', async () => {
  const b = await start();
  const types = await ask(b, '/book', 'slots');
  expect(labels(types)).toEqual(expect.arrayContaining(['Consulenza', 'Visita']));
  const click = await b.agent.clickButton({ target: types.target!, label: 'Consulenza' });
  const slots = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
  expect(blocksText(slots)).toContain(`Orari liberi: consulenza — ${todayInRome()}`);

  const date = tomorrowInRome();
  const refused = await ask(b, '/book', `visita ${date} 10:00 Anna Neri`);
  expect(textOf(refused)).toContain('calendario');
  expect(labels(refused)).toEqual(expect.arrayContaining(['bianchi', 'verdi']));
  const chosen = await b.agent.clickButton({ target: refused.target!, label: 'verdi' });
  const booked = await waitForAnswer(b.slack, { responseUrl: chosen.responseUrl! });
  expect(blocksText(booked)).toContain(`Prenotato: *Anna Neri* il ${date} alle 10:00 (verdi).`);
});
