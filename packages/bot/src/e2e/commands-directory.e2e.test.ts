import { activityIs } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, api, run } = commandSession(lifecycle);

/* Calls, extensions, numbers, switches, contacts and the account, through the bot as users type them. */
describe('calls, extensions, numbers, switches, contacts, account', () => {
  it('/calls in pages calls; "Blocca numero" adds the caller to the blacklist; "Richiama", confirmed, rings the linked extension', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    const { answer } = await run(b, '/calls', 'in');
    const text = blocksText(answer);
    expect(text).toContain('0612345678 (Studio Rossi) → 0287654321');
    expect(text).toContain(':x: senza risposta');
    expect(text).toContain('Oggi e ieri · 2 chiamate');

    const rossi = JSON.stringify({ number: '0612345678' });
    const block = await b.agent.clickButton({ target: answer.target!, label: 'Blocca numero', value: rossi });
    expect(block.status).toBe(200);
    const blocked = await waitForAnswer(b.slack, { responseUrl: block.responseUrl! });
    expect(blocksText(blocked)).toContain('aggiunto a *bloccati*');
    const numbers = (await api<{ data: { number: string }[] }>('/v1/blacklists/bloccati/numbers')).data;
    expect(numbers.map((n) => n.number)).toEqual(['0612345678']);

    const callBack = await b.agent.clickButton({ target: answer.target!, label: 'Richiama', value: rossi });
    const confirm = await waitForAnswer(b.slack, { responseUrl: callBack.responseUrl! });
    const call = await b.agent.clickButton({ target: confirm.target!, label: 'Chiama' });
    const started = await waitForAnswer(b.slack, { responseUrl: call.responseUrl! });
    expect(blocksText(started)).toContain("squilla l'interno 201");
    const placed = await server().admin<{ data: { extension: string; number: string }[] }>(
      'GET',
      `/_sim/${state.context}/originated`,
    );
    expect(placed.data).toEqual([expect.objectContaining({ extension: '201', number: '0612345678' })]);

    const out = await run(b, '/calls', 'out');
    expect(blocksText(out.answer)).toContain('201 → 0698765432');
    const future = await b.agent.sendCommand({ command: '/calls', text: 'in 2999-01-01' });
    expect(JSON.stringify(future.json)).toContain('è nel futuro: scegli oggi o un giorno passato');
  }, 15_000);

  it('/ext, /voip, /switch, /contact (read and set) and /pbx account', async () => {
    const b = await start();
    const ext = await run(b, '/ext');
    expect(blocksText(ext.answer)).toContain(':large_green_circle: 2 online · :red_circle: 1 offline');
    const one = await run(b, '/ext', '202');
    expect(blocksText(one.answer)).toMatch(/202\*? Bruno — offline/);
    const voip = await run(b, '/voip');
    expect(blocksText(voip.answer)).toContain(
      '2 numeri · :large_green_circle: 1 registrato · :red_circle: 1 non registrato',
    );
    const sw = await run(b, '/switch', String(state.fixtureId));
    expect(blocksText(sw.answer)).toContain(':large_green_circle: attivo');
    const missingSwitch = await run(b, '/switch', '999');
    expect(textOf(missingSwitch.answer)).toBe(':warning: Switch non trovato');
    const contact = await run(b, '/contact', String(state.fixtureId));
    expect(blocksText(contact.answer)).toContain('Studio Rossi');
    const set = await run(b, '/contact', `${state.fixtureId} set name="Studio Rossi & Figli" notes=""`);
    expect(blocksText(set.answer)).toContain(`Contatto ${state.fixtureId} aggiornato.`);
    expect(
      (await api<{ data: { name: string; notes: string | null } }>(`/v1/contacts/${state.fixtureId}`)).data,
    ).toMatchObject({
      name: 'Studio Rossi & Figli',
      notes: null,
    });
    const account = await run(b, '/pbx', 'account');
    const text = blocksText(account.answer);
    expect(text).toContain(`Account ${state.context}`);
    expect(text).toContain('100000 richieste al minuto');
    expect(text).toMatch(/richieste libere in questo minuto/);
  });

  it('/pbx link then /call asks for confirmation and rings the linked extension', async () => {
    const b = await start();
    const notLinked = await b.agent.sendCommand({ command: '/call', text: '06 9876 5432' });
    expect(JSON.stringify(notLinked.json)).toContain('Non hai un interno collegato');
    const linked = await run(b, '/pbx', 'link 203');
    expect(blocksText(linked.answer)).toContain('Interno *203* (Carla) collegato');
    const unknown = await run(b, '/pbx', 'link 999');
    expect(textOf(unknown.answer)).toBe(':warning: Interno non trovato');

    const confirm = await b.agent.sendCommand({ command: '/call', text: '06 9876 5432' });
    expect(JSON.stringify(confirm.json)).toContain('Chiamare *06 9876 5432* dal tuo interno *203*?');
    const ack = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: confirm.mark });
    const click = await b.agent.clickButton({
      target: ack.ephemeral,
      label: 'Chiama',
    });
    const started = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(blocksText(started)).toContain("squilla l'interno 203, poi verrà chiamato 0698765432");
    const placed = await server().admin<{ data: { extension: string; number: string }[] }>(
      'GET',
      `/_sim/${state.context}/originated`,
    );
    expect(placed.data).toEqual([expect.objectContaining({ extension: '203', number: '0698765432' })]);
  });

  it('never retries a click-to-call: with the telephone server down it answers 503 after one attempt', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    await server().admin('PUT', `/_sim/${state.context}/telephony`, { reachable: false });
    const confirm = await b.agent.sendCommand({ command: '/call', text: '0698765432' });
    const ack = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: confirm.mark });
    const click = await b.agent.clickButton({ target: ack.ephemeral, label: 'Chiama' });
    const answer = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(textOf(answer)).toBe(':warning: Il centralino non è raggiungibile, riprova più tardi');
    await new Promise((r) => setTimeout(r, 1500)); // a retry would have come after 1 s
    const attempts = server().requests.filter(
      (r) => r.apiKey === state.apiKey && r.path === '/v1/call/originate',
    );
    expect(attempts.map((r) => r.status)).toEqual([503]);
  });

  it('pages with buttons and shares an answer in the channel', async () => {
    const b = await start();
    for (let i = 0; i < 45; i++) {
      await fetch(`${server().url}/v1/blacklists/bloccati/numbers`, {
        method: 'POST',
        headers: { 'x-api-key': state.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ number: `3470000${String(i).padStart(3, '0')}` }),
      });
    }
    const shown = await run(b, '/blacklist', 'show bloccati');
    expect(blocksText(shown.answer)).toContain('Pagina 1 di 2');
    expect(blocksText(shown.answer)).not.toContain('3470000044');
    const next = await b.agent.clickButton({ target: shown.answer.target!, label: 'Successiva ▶' });
    const page2 = await waitForAnswer(b.slack, { responseUrl: next.responseUrl! });
    expect(page2.outcome).toBe('replaced');
    expect(blocksText(page2)).toContain('Pagina 2 di 2');
    expect(blocksText(page2)).toContain('3470000044');
    const prev = await b.agent.clickButton({ target: page2.target!, label: '◀ Precedente' });
    expect(blocksText(await waitForAnswer(b.slack, { responseUrl: prev.responseUrl! }))).toContain(
      'Pagina 1 di 2',
    );

    const { answer } = await run(b, '/ext');
    const share = await b.agent.clickButton({ target: answer.target!, label: 'Condividi nel canale' });
    expect(share.status).toBe(200);
    const posted = await b.slack.waitFor((a) => a.type === 'message_posted', { after: share.mark });
    const message = (posted as { message: { text: string; blocks?: unknown[] } }).message;
    // a snapshot says when its data was read: the channel reads it later
    expect(blocksText(message)).toMatch(/Condiviso da <@U0ALICE01> · dati letti (oggi|ieri) alle \d\d:\d\d/);
    expect(JSON.stringify(message.blocks)).not.toContain('"type":"button"');

    const { answer: calls } = await run(b, '/calls', 'in');
    expect(JSON.stringify(calls.payload.blocks)).not.toContain('pbx_page_next'); // 2 calls: one page
  });
});
