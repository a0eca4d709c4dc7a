import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

async function start(): Promise<BotUnderTest> {
  const { apiKey } = await server().createAccount(richAccount());
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], config: { user_locales: { U0BOB0001: 'en' } } });
  return bot;
}

/** The ack a user reads (text and blocks). */
async function ackOf(b: BotUnderTest, command: string, text: string, userId?: string): Promise<string> {
  const sent = await b.agent.sendCommand({ command, text, ...(userId ? { userId } : {}) });
  expect(sent.status).toBe(200);
  return JSON.stringify(sent.json);
}

it('Italian errors name arguments in Italian, dates as AAAA-MM-GG, and `/pbx help <command>` answers help', async () => {
  const b = await start();
  const cases: [string, string, string][] = [
    ['/blacklist', 'add spam', "Manca l'argomento `numero`"],
    ['/blacklist', 'create', "Manca l'argomento `nome`"],
    ['/blacklist', `add spam 0611223344 ${'x'.repeat(300)}`, 'Il campo descrizione supera i 100 caratteri'],
    ['/book', 'visita', "Manca l'argomento `data`"],
    ['/book', 'visita 2026-13-45 10:00 Anna', 'La data «2026-13-45» non esiste: i mesi vanno da 1 a 12.'],
  ];
  for (const [command, text, expected] of cases) {
    const ack = await ackOf(b, command, text);
    expect(ack, `${command} ${text}`).toContain(expected);
    expect(ack).not.toMatch(/`(number|name|description|event|date)`|YYYY-MM-DD/);
  }
  const en = await ackOf(b, '/blacklist', 'add spam', 'U0BOB0001');
  expect(en).toContain('Missing argument `number`');

  const help = await ackOf(b, '/pbx', 'help queue');
  expect(help).not.toContain('Sottocomando sconosciuto');
  expect(help).toContain('/queue live [nome]');
});

it('the blacklist list speaks Italian in its notification text too', async () => {
  const b = await start();
  const answer = await waitForAnswer(b.slack, await b.agent.sendCommand({ command: '/blacklist' }));
  expect(textOf(answer)).toBe('Blacklist: 2 blacklist (1 inattiva)');
});
