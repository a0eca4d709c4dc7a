import { activityIs, type StoredEphemeral } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { answersOf, blocksText, sleep, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { deliver, ephemeralClick } from './signed-delivery.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, api, run } = commandSession(lifecycle);

type Entries = { data: { number: string; description: string | null }[] };

/* Phone numbers as people write them, through the bot, read back through the API. */
describe('numbers as people write them', () => {
  it('/blacklist add molestatori +39 333 123 4567 Signor Rossi stores +393331234567 with "Signor Rossi"', async () => {
    const b = await start();
    await run(b, '/blacklist', 'create molestatori');
    const { answer } = await run(b, '/blacklist', 'add molestatori +39 333 123 4567 Signor Rossi');
    expect(blocksText(answer)).toContain('Numero *+393331234567* aggiunto a *molestatori*');
    const stored = (await api<Entries>('/v1/blacklists/molestatori/numbers')).data;
    expect(stored).toEqual([
      expect.objectContaining({ number: '+393331234567', description: 'Signor Rossi' }),
    ]);
  }, 15_000);

  it('an ambiguous split asks which number to store; the choice confirmed twice writes once', async () => {
    const b = await start();
    const sent = await b.agent.sendCommand({ command: '/blacklist', text: 'add bloccati 02 1234 5678 99' });
    const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
    const asked = blocksText(ephemeral);
    expect(asked).toContain('`0212345678`, descrizione «99»');
    expect(asked).toContain('`021234567899`, senza descrizione');
    await sleep(300);
    expect((await api<Entries>('/v1/blacklists/bloccati/numbers')).data).toEqual([]);

    const shown = { ...ephemeral, blocks: structuredClone(ephemeral.blocks) };
    const click = ephemeralClick(b.slack, shown, 'Salva 0212345678');
    const again = ephemeralClick(b.slack, shown, 'Salva 021234567899');
    expect((await deliver(b.requestUrl, click)).status).toBe(200);
    await sleep(300);
    expect((await deliver(b.requestUrl, again)).status).toBe(200);
    expect(textOf(await waitForAnswer(b.slack, again))).toContain('già stata confermata');
    expect(blocksText(await waitForAnswer(b.slack, click))).toContain('Numero *0212345678* aggiunto');
    const stored = (await api<Entries>('/v1/blacklists/bloccati/numbers')).data;
    expect(stored).toEqual([expect.objectContaining({ number: '0212345678', description: '99' })]);
  }, 15_000);

  it('an entry that blocks broadly (^39) says so and is stored only once confirmed', async () => {
    const b = await start();
    const sent = await b.agent.sendCommand({ command: '/blacklist', text: 'add bloccati ^39' });
    const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
    expect(blocksText(ephemeral)).toContain('`^39` blocca *ogni* numero che inizia con 39');
    expect((await api<Entries>('/v1/blacklists/bloccati/numbers')).data).toEqual([]);
    const click = ephemeralClick(b.slack, ephemeral, 'Salva ^39');
    expect((await deliver(b.requestUrl, click)).status).toBe(200);
    await waitForAnswer(b.slack, click);
    const stored = (await api<Entries>('/v1/blacklists/bloccati/numbers')).data;
    expect(stored.map((n) => n.number)).toEqual(['^39']);
  }, 15_000);

  it('/blacklist edit takes a number and a description with spaces, without quotes', async () => {
    const b = await start();
    await run(b, '/blacklist', 'add spam 0633333333');
    const [entry] = (
      await api<{ data: { id: number; number: string }[] }>('/v1/blacklists/spam/numbers')
    ).data.filter((n) => n.number === '0633333333');
    const { answer } = await run(
      b,
      '/blacklist',
      `edit spam ${entry!.id} number=0039 06 2222 3333 description=Signor Bianchi`,
    );
    expect(blocksText(answer)).toContain('aggiornata');
    const one = await api<{ data: { number: string; description: string } }>(
      `/v1/blacklists/spam/numbers/${entry!.id}`,
    );
    expect(one.data).toMatchObject({ number: '+390622223333', description: 'Signor Bianchi' });
  }, 15_000);
});

/* Every button that places a call asks first, and one confirmation places one call. */
describe('calls placed only on purpose', () => {
  it('"Richiama" asks (who rings, whom) and places one call after "Chiama", however often it is clicked', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    const { answer } = await run(b, '/calls', 'in');
    const rossi = JSON.stringify({ number: '0612345678' });
    const callBack = await b.agent.clickButton({ target: answer.target!, label: 'Richiama', value: rossi });
    const confirm = await waitForAnswer(b.slack, { responseUrl: callBack.responseUrl! });
    expect(blocksText(confirm)).toContain('Chiamare *06 1234 5678* dal tuo interno *201*?');
    await sleep(500);
    const originated = () =>
      server().admin<{ data: { extension: string; number: string }[] }>(
        'GET',
        `/_sim/${state.context}/originated`,
      );
    expect((await originated()).data).toEqual([]);

    // what the user's client shows until it receives the update: clicked twice
    const shown = { ...(confirm.target as StoredEphemeral), blocks: structuredClone(confirm.payload.blocks) };
    const first = ephemeralClick(b.slack, shown, 'Chiama');
    expect((await deliver(b.requestUrl, first)).status).toBe(200);
    await sleep(300);
    const second = ephemeralClick(b.slack, shown, 'Chiama');
    expect((await deliver(b.requestUrl, second)).status).toBe(200);
    const started = await waitForAnswer(b.slack, first);
    expect(blocksText(started)).toContain("squilla l'interno 201, poi verrà chiamato 0612345678");
    expect(textOf(await waitForAnswer(b.slack, second))).toContain('già stata avviata');
    await sleep(500);
    expect((await originated()).data).toEqual([
      expect.objectContaining({ extension: '201', number: '0612345678' }),
    ]);
  }, 15_000);

  it('/call with a number as people write it confirms the number that will be dialled', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    const sent = await b.agent.sendCommand({ command: '/call', text: '0039 (06) 98.76.54-32' });
    const { ephemeral } = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: sent.mark });
    expect(blocksText(ephemeral)).toContain('Chiamare *+39 06 9876 5432* dal tuo interno *201*?');
  }, 15_000);

  it('a double click on "Richiama" shows one confirmation', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    const { answer } = await run(b, '/calls', 'in');
    const shown = { ...(answer.target as StoredEphemeral), blocks: structuredClone(answer.payload.blocks) };
    const clicks = [ephemeralClick(b.slack, shown, 'Richiama'), ephemeralClick(b.slack, shown, 'Richiama')];
    const delivered = await Promise.all(clicks.map((click) => deliver(b.requestUrl, click)));
    expect(delivered.map((d) => d.status)).toEqual([200, 200]);
    await sleep(1000);
    const confirmations = clicks.flatMap((click) => answersOf(b.slack, click));
    expect(confirmations).toHaveLength(1);
    expect(blocksText(confirmations[0]!)).toMatch(/Chiamare \*[\d ]+\* dal tuo interno \*201\*\?/);
  }, 15_000);
});
