import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { richAccount, twoCalendars } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, sleep, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, run } = commandSession(lifecycle);

/** The answer a user reads: the ack when the command was refused at once, else the job's answer. */
async function ask(b: BotUnderTest, command: string, text: string): Promise<string> {
  const sent = await b.agent.sendCommand({ command, text });
  expect(sent.status).toBe(200);
  const ack = JSON.stringify(sent.json ?? '');
  if (!ack.includes('Richiesta ricevuta') && sent.json) return ack;
  const reply = await waitForAnswer(b.slack, sent);
  return `${textOf(reply)}\n${blocksText(reply)}`;
}

/* Office basics answered right: what the API cannot do is said, with what to do instead. */
describe('office basics', () => {
  it('/call 203 says whose extension it is and dials nothing', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    const answer = await ask(b, '/call', '203');
    expect(answer).toContain("203 è l'interno di Carla: per chiamare un collega usa il telefono");
    const other = await ask(b, '/call', '4567');
    expect(other).toContain('4567 non è un interno di questo centralino');
    await sleep(300);
    const placed = await server().admin<{ data: unknown[] }>('GET', `/_sim/${state.context}/originated`);
    expect(placed.data).toEqual([]);
  }, 30_000);

  it('/contact <name> explains the API reads by id, and offers the contacts already read', async () => {
    const b = await start();
    const before = await ask(b, '/contact', 'Rossi');
    expect(before).toContain('Il centralino non cerca i contatti per nome');
    expect(before).toContain('nessuno tra i contatti già letti dal bot');
    await run(b, '/contact', String(state.fixtureId));
    const after = await ask(b, '/contact', 'rossi');
    expect(after).toContain(`/contact ${state.fixtureId}\` — Studio Rossi · 0612345678`);
  }, 30_000);

  it('/calls <name> searches the number of a contact already read, also over the week', async () => {
    const b = await start();
    await run(b, '/contact', String(state.fixtureId));
    const calls = await ask(b, '/calls', 'Studio Rossi');
    expect(calls).toContain('«Studio Rossi» è Studio Rossi (0612345678)');
    expect(calls).toContain('0612345678 (Studio Rossi) → 0287654321');
    const week = await ask(b, '/calls', 'Studio Rossi settimana');
    expect(week).toContain('Chiamate ricevute — ultimi 7 giorni');
    expect(week).toContain('«Studio Rossi» è Studio Rossi (0612345678)');
  }, 30_000);

  it('/book list [giorno] lists the bookings; /book cancel finds nothing to cancel in an empty week', async () => {
    const { apiKey } = await server().createAccount(richAccount(twoCalendars()));
    const b = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey }] });
    const list = await ask(b, '/book', 'list lunedì');
    expect(list).toContain('Prenotazioni — lunedì');
    expect(list).toContain('Nessuna prenotazione.');
    expect(await ask(b, '/book', 'cancel 1')).toContain('Nessun appuntamento da disdire per «1»');
  }, 30_000);
});
