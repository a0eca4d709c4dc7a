import { expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, isNotice } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { state, start, run } = commandSession(lifecycle);

/* What Italian users read: counts that agree, no English words, times as people say them. */
it('counts agree, absent values read as absent, fields are named in Italian, times read as "oggi alle"', async () => {
  const b = await start();
  const voip = blocksText((await run(b, '/voip')).answer);
  expect(voip).toContain('2 numeri · :large_green_circle: 1 registrato · :red_circle: 1 non registrato');

  const cleared = blocksText((await run(b, '/contact', `${state.fixtureId} set company=""`)).answer);
  expect(cleared).toContain('*Azienda*\n—');
  expect(cleared).not.toContain('nessuno');

  const sent = await b.agent.sendCommand({ command: '/contact', text: `${state.fixtureId} set name=""` });
  const refused = JSON.stringify(sent.json);
  expect(refused).toContain('Il campo nome non può essere vuoto');
  expect(refused).not.toContain('campo name');
  expect(refused).not.toContain('`nome`: Il campo nome'); // the field named once

  const ext = blocksText((await run(b, '/ext', '201')).answer);
  expect(ext).toMatch(/rilevato oggi alle \d\d:\d\d/);
  expect(ext).not.toMatch(/\d{4}-\d{2}-\d{2}/);

  const account = (await run(b, '/pbx', 'account')).answer;
  expect(blocksText(account)).toMatch(/\*Comandi in attesa\*: nessuno/);
  expect(blocksText(account)).toMatch(/\*Limiti\*: \d+ richieste al minuto/);
}, 20_000);

it('the bot\'s own waiting notice does not speak of "coda" (a product about call queues)', async () => {
  const b = await start();
  const { sent } = await run(b, '/voip');
  const notices = b.slack.responseReplies(sent.responseUrl.id).filter(isNotice);
  const acked = [JSON.stringify(sent.json), ...notices.map((n) => String(n.payload.text))].join('\n');
  expect(acked).toContain('Richiesta ricevuta, in lavorazione');
  expect(acked).not.toMatch(/in coda/i);
}, 15_000);
