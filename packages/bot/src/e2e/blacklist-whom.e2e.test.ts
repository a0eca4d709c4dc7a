import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, api, run } = commandSession(lifecycle);

type Entries = { data: { number: string; description: string | null }[] };

const numbersOf = async (list: string) =>
  (await api<Entries>(`/v1/blacklists/${list}/numbers`)).data.map((e) => e.number);
const posts = () => server().requests.filter((r) => r.apiKey === state.apiKey && r.method === 'POST').length;

/* Blocking someone the office knows is never done without a second thought: the bot says whom, then asks. */
describe('blacklist: no block without a second thought', () => {
  it('a contact of the directory: the bot says who it is and blocks only after "Blocca comunque"', async () => {
    const b = await start();
    const contact = await run(b, '/contact', String(state.fixtureId));
    expect(blocksText(contact.answer)).toContain('Studio Rossi');

    const before = posts();
    const asked = await run(b, '/blacklist', 'add bloccati +39 06 1234 5678 disturbo');
    const text = blocksText(asked.answer);
    expect(text).toContain('`+390612345678` è *Studio Rossi (Rossi Srl)*, un contatto della rubrica.');
    expect(text).toContain('Bloccare comunque nella blacklist *bloccati*?');
    expect(posts()).toBe(before);
    expect(await numbersOf('bloccati')).toEqual([]);

    const click = await b.agent.clickButton({ target: asked.answer.target!, label: 'Blocca comunque' });
    const done = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(blocksText(done)).toContain('Numero *+390612345678* aggiunto a *bloccati*');
    expect(await numbersOf('bloccati')).toEqual(['+390612345678']);
  }, 20_000);

  it('"Blocca numero" on a known contact\'s call asks first, naming the contact; "Annulla" blocks nothing', async () => {
    const b = await start();
    await run(b, '/contact', String(state.fixtureId));
    const calls = await run(b, '/calls', 'in');
    const rossi = JSON.stringify({ number: '0612345678' });
    const block = await b.agent.clickButton({
      target: calls.answer.target!,
      label: 'Blocca numero',
      value: rossi,
    });
    const asked = await waitForAnswer(b.slack, { responseUrl: block.responseUrl! });
    expect(blocksText(asked)).toContain(
      '`0612345678` è *Studio Rossi (Rossi Srl)*, un contatto della rubrica.',
    );
    expect(blocksText(asked)).toContain('*bloccati*');
    expect(await numbersOf('bloccati')).toEqual([]);

    const cancel = await b.agent.clickButton({ target: asked.target!, label: 'Annulla' });
    await waitForAnswer(b.slack, { responseUrl: cancel.responseUrl! });
    expect(await numbersOf('bloccati')).toEqual([]);
  }, 20_000);

  it("one of the office's own numbers (seen in a blacklist's rules) asks first; so does a prefix that covers it", async () => {
    const b = await start();
    const list = await run(b, '/blacklist');
    expect(blocksText(list.answer)).toContain('attiva sulle numerazioni 0287654321');

    const asked = await run(b, '/blacklist', 'add bloccati 02 8765 4321');
    expect(blocksText(asked.answer)).toContain("`0287654321` è un numero dell'ufficio (numero VoIP).");
    expect(blocksText(asked.answer)).toContain('Bloccare comunque nella blacklist *bloccati*?');
    const prefix = await run(b, '/blacklist', 'add bloccati ^02876');
    expect(blocksText(prefix.answer)).toContain("`^02876` blocca anche numeri dell'ufficio: 0287654321.");
    expect(await numbersOf('bloccati')).toEqual([]);

    const click = await b.agent.clickButton({ target: asked.answer.target!, label: 'Blocca comunque' });
    const done = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(blocksText(done)).toContain('aggiunto a *bloccati*');
    expect(await numbersOf('bloccati')).toEqual(['0287654321']);
  }, 20_000);

  it("a VoIP status read once names the number, also after its cache expired; the office's line is asked about", async () => {
    const b = await start();
    const voip = await run(b, '/voip');
    expect(blocksText(voip.answer)).toContain('0611111111');
    await sleep(3500); // the VoIP status read is cached 3 s: what is asked below comes from what /voip remembered
    const asked = await run(b, '/blacklist', 'add bloccati 0611111111');
    expect(blocksText(asked.answer)).toContain(
      "`0611111111` è un numero dell'ufficio (numero VoIP «Filiale»).",
    );
    expect(await numbersOf('bloccati')).toEqual([]);
  }, 20_000);
});
