import { phoneNumberKey } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, api, run, jobCount } = commandSession(lifecycle);

type Entries = { data: { id: number; number: string; description: string | null }[] };

/** What the bot asked the exchange since `from` (method and path), the test's own API reads left out. */
function upstreamSince(from: number): string[] {
  return server()
    .requests.slice(from)
    .filter((r) => r.apiKey === state.apiKey)
    .map((r) => `${r.method} ${r.path}`);
}

/* One caller is one entry, however the number is written; a blacklist is named in any case. */
describe('blacklist: one number, one entry', () => {
  it('the same number in three spellings is stored once; the others are "già presente", each add one request', async () => {
    const b = await start();
    let from = server().requests.length;
    const first = await run(b, '/blacklist', 'add spam +39 333 123 4567');
    expect(blocksText(first.answer)).toContain('Numero *+393331234567* aggiunto a *spam*');
    for (const spelling of ['333-123-4567', '0039 333 1234567']) {
      const again = await run(b, '/blacklist', `add spam ${spelling}`);
      expect(textOf(again.answer)).toMatch(/^:warning: `[+0-9]+` è già presente nella blacklist \*spam\*/);
      expect(textOf(again.answer)).toContain("non l'ho aggiunto di nuovo");
    }
    // the common add reads nothing: one write each, the exchange's answer says "already present"
    expect(upstreamSince(from)).toEqual(Array(3).fill('POST /v1/blacklists/spam/numbers'));
    const entries = (await api<Entries>('/v1/blacklists/spam/numbers')).data;
    expect(entries.filter((e) => phoneNumberKey(e.number) === '3331234567')).toHaveLength(1);

    // with the blacklist's detail cached, a duplicate is told without a request, with the entry it is
    const shown = await run(b, '/blacklist', 'show spam');
    const id = entries.find((e) => e.number === '+393331234567')!.id;
    expect(blocksText(shown.answer)).toContain(`id ${id}`);
    from = server().requests.length;
    const cached = await run(b, '/blacklist', 'add spam 333 1234567');
    expect(textOf(cached.answer)).toContain('già presente nella blacklist *spam*');
    expect(textOf(cached.answer)).toContain(`È la voce ${id}, scritta \`+393331234567\``);
    expect(upstreamSince(from)).toEqual([]);
  }, 20_000);

  it('remove by number, in any spelling, names the entry and removes it only after "Rimuovi"', async () => {
    const b = await start();
    await run(b, '/blacklist', 'add spam +39 333 123 4567 Signor Rossi');
    const id = (await api<Entries>('/v1/blacklists/spam/numbers')).data.find(
      (e) => e.number === '+393331234567',
    )!.id;

    const asked = await run(b, '/blacklist', 'remove spam 333 123 4567');
    expect(blocksText(asked.answer)).toContain(
      `Rimuovere \`+393331234567\` (id ${id}) dalla blacklist *spam*?`,
    );
    const still = (await api<Entries>('/v1/blacklists/spam/numbers')).data.map((e) => e.id);
    expect(still).toContain(id);

    const click = await b.agent.clickButton({ target: asked.answer.target!, label: 'Rimuovi' });
    const done = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(blocksText(done)).toContain(`Voce ${id} rimossa da *spam*.`);
    const left = (await api<Entries>('/v1/blacklists/spam/numbers')).data.map((e) => e.id);
    expect(left).not.toContain(id);

    const none = await run(b, '/blacklist', 'remove spam 0039 333 1234567');
    expect(blocksText(none.answer)).toContain('`+393331234567` non è nella blacklist *spam*');
    expect(none.answer.payload.blocks).toHaveLength(1); // nothing to click

    // users who may not change blacklists are refused at once, as for a remove by id
    const jobs = await jobCount(b);
    const refused = await b.agent.sendCommand({
      command: '/blacklist',
      text: 'remove spam 0899 123 456',
      userId: 'U0BOB0001',
    });
    expect(JSON.stringify(refused.json)).toContain('Non hai i permessi');
    expect(await jobCount(b)).toBe(jobs);
  }, 20_000);

  it('a blacklist typed in another case is found: `Spam` is `spam`', async () => {
    const b = await start();
    const added = await run(b, '/blacklist', 'add Spam 06 3333 4444');
    expect(blocksText(added.answer)).toContain('Numero *0633334444* aggiunto a *spam*');
    const shown = await run(b, '/blacklist', 'show SPAM');
    expect(blocksText(shown.answer)).toContain('Blacklist spam');
    expect(blocksText(shown.answer)).toContain('0633334444');

    // once the account's list is cached, the name is right before writing: one request
    await run(b, '/blacklist');
    const from = server().requests.length;
    const again = await run(b, '/blacklist', 'add SPAM 06 3333 5555');
    expect(blocksText(again.answer)).toContain('aggiunto a *spam*');
    expect(upstreamSince(from)).toEqual(['POST /v1/blacklists/spam/numbers']);
  }, 20_000);
});
