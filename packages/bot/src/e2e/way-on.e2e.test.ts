import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { richAccount, todayInRome } from './e2e-fixture.js';
import {
  type BotUnderTest,
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
  textOf,
  waitForAnswer,
} from './e2e-harness.js';

let server: PbxServer;
let bot: BotUnderTest | undefined;

beforeAll(async () => {
  server = await startPbxServer();
}, 30_000);
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

function tomorrow(): string {
  const d = new Date(`${todayInRome()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function start(): Promise<BotUnderTest> {
  const { apiKey } = await server.createAccount(
    richAccount({
      calendar_enabled: true,
      calendars: [
        { slug: 'bianchi', name: 'Dott.ssa Bianchi' },
        { slug: 'verdi', name: 'Dott. Verdi' },
      ],
      events: [
        {
          slug: 'consulenza',
          name: 'Consulenza',
          duration_minutes: 30,
          calendars: ['bianchi'],
          min_notice_minutes: 0,
        },
        {
          slug: 'visita',
          name: 'Visita',
          duration_minutes: 60,
          kind: 'choice',
          calendars: ['bianchi', 'verdi'],
          min_notice_minutes: 0,
        },
      ],
      opening_hours: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
        { calendar: 'bianchi', weekday, start: '09:00', end: '12:00' },
        { calendar: 'verdi', weekday, start: '09:00', end: '12:00' },
      ]),
    }),
  );
  bot = await startBotUnderTest({ server, accounts: [{ id: 'main', apiKey }] });
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

  const date = tomorrow();
  const refused = await ask(b, '/book', `visita ${date} 10:00 Anna Neri`);
  expect(textOf(refused)).toContain('calendario');
  expect(labels(refused)).toEqual(expect.arrayContaining(['bianchi', 'verdi']));
  const chosen = await b.agent.clickButton({ target: refused.target!, label: 'verdi' });
  const booked = await waitForAnswer(b.slack, { responseUrl: chosen.responseUrl! });
  expect(blocksText(booked)).toContain(`Prenotato: *Anna Neri* il ${date} alle 10:00 (verdi).`);
});
