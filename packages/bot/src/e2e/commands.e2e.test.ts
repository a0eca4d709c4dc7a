import { activityIs, buildSlashCommandBody, postSigned } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import {
  type BotSetup,
  type BotUnderTest,
  blocksText,
  SIGNING_SECRET,
  textOf,
  waitForAnswer,
} from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;
let context: string;
let apiKey: string;
/** Id of the fixture's switch and contact. */
let fixtureId: number;

const { server, startBot } = e2eLifecycle();

async function start(extra: Partial<BotSetup> = {}): Promise<BotUnderTest> {
  const fixture = richAccount();
  fixtureId = fixture.switches![0]!.id!;
  ({ context, apiKey } = await server().createAccount(fixture));
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], ...extra });
  return bot;
}

/** Reads the account's state straight from the API (not through the bot). */
async function api<T = { data: unknown }>(path: string): Promise<T> {
  const res = await fetch(`${server().url}${path}`, { headers: { 'x-api-key': apiKey } });
  return (await res.json()) as T;
}

async function run(b: BotUnderTest, command: string, text = '', userId?: string) {
  const sent = await b.agent.sendCommand({ command, text, ...(userId ? { userId } : {}) });
  expect(sent.status).toBe(200);
  return { sent, answer: await waitForAnswer(b.slack, sent) };
}

async function jobCount(b: BotUnderTest): Promise<number> {
  const counts = await b.bots[0]!.queue!.queue.getJobCounts();
  return Object.values(counts).reduce((n, c) => n + c, 0);
}

describe('Slack requests', () => {
  it('refuses a bad or stale signature with 401, and enqueues nothing', async () => {
    const b = await start();
    const before = server().requests.length;
    const body = buildSlashCommandBody({
      verificationToken: 'x',
      teamId: 'T0SANDBOX',
      teamDomain: 'centralino',
      channelId: 'C0GENERAL',
      channelName: 'general',
      userId: 'U0ALICE01',
      userName: 'alice',
      command: '/queue',
      text: 'live',
      apiAppId: 'A0APP0001',
      responseUrl: `${b.slack.url}/response/nope`,
      triggerId: '1.2.3',
    });
    const wrongSecret = await postSigned(b.requestUrl, body, {
      signingSecret: 'not-the-secret',
      timeoutMs: 3000,
    });
    const stale = await postSigned(b.requestUrl, body, {
      signingSecret: SIGNING_SECRET,
      timeoutMs: 3000,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const tampered = await postSigned(b.requestUrl, body, { signingSecret: SIGNING_SECRET, timeoutMs: 3000 });
    expect(wrongSecret.status).toBe(401);
    expect(stale.status).toBe(401);
    expect(tampered.status).toBe(200); // the same body correctly signed is accepted…
    await new Promise((r) => setTimeout(r, 200));
    expect(await jobCount(b)).toBe(1); // …and only it was enqueued
    await new Promise((r) => setTimeout(r, 300));
    expect(server().requests.length - before).toBe(1);
  });

  it('answers a bad command at once with its usage, in the user language, and enqueues nothing', async () => {
    const b = await start({ config: { user_locales: { U0BOB0001: 'en' } } });
    const it_ = await b.agent.sendCommand({ command: '/blacklist', text: 'add spam 06-abc' });
    expect(it_.json).toMatchObject({ response_type: 'ephemeral' });
    expect(JSON.stringify(it_.json)).toContain('Numero non valido: usa solo cifre');
    expect(JSON.stringify(it_.json)).toContain('/blacklist add &lt;nome&gt; &lt;numero&gt;');
    const en = await b.agent.sendCommand({ command: '/calls', text: 'sideways', userId: 'U0BOB0001' });
    expect(JSON.stringify(en.json)).toContain('Unknown subcommand: `sideways`');
    const help = await b.agent.sendCommand({ command: '/pbx', text: 'help' });
    expect(JSON.stringify(help.json)).toContain('/queue live');
    expect(await jobCount(b)).toBe(0);
    expect(server().requests.filter((r) => r.apiKey === apiKey)).toHaveLength(0);
  });
});

describe('queues', () => {
  it('/queue lists queues; /queue <name> shows configuration and today’s statistics', async () => {
    const b = await start();
    const list = await run(b, '/queue');
    expect(list.sent.json).toMatchObject({ text: expect.stringContaining('in coda') });
    expect(blocksText(list.answer)).toMatch(
      /assistenza[\s\S]*chi ha risposto meno di recente[\s\S]*201 Anna Reception/,
    );
    expect(list.answer.outcome).toBe('replaced'); // the "in coda" ack became the answer
    const detail = await run(b, '/queue', 'assistenza');
    expect(blocksText(detail.answer)).toContain('Statistiche di oggi');
    const missing = await run(b, '/queue', 'nessuna');
    expect(textOf(missing.answer)).toBe(':warning: Coda non trovata');
  });

  it('/queue live shows callers waiting, members by state and the summary', async () => {
    const b = await start();
    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471234567',
      caller_name: 'Mario',
    });
    const { answer } = await run(b, '/queue', 'live assistenza');
    const text = blocksText(answer);
    expect(text).toContain('1 chiamante in attesa');
    expect(text).toContain('1. 3471234567 (Mario)');
    expect(text).toMatch(/201\*? Anna Reception — disponibile/);
    expect(text).toContain('in pausa');
    const all = await run(b, '/queue', 'live');
    expect(blocksText(all.answer)).toMatch(
      /assistenza\* — 1 chiamante in attesa[\s\S]*vendite\* — 0 chiamanti/,
    );
  });

  it('shows the 503 message when the telephone server is down (after retrying the read)', async () => {
    const b = await start();
    await server().admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
    const sent = await b.agent.sendCommand({ command: '/queue', text: 'live' });
    const answer = await waitForAnswer(b.slack, sent, 15_000);
    expect(textOf(answer)).toBe(':warning: Il centralino non è raggiungibile, riprova più tardi');
    const attempts = server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/queue/live');
    expect(attempts.map((r) => r.status)).toEqual([503, 503, 503]);
  }, 20_000);
});

describe('blacklists', () => {
  it('lists, creates, adds (prefix explained), edits, shows and removes — the server changes as asked', async () => {
    const b = await start();
    const list = await run(b, '/blacklist');
    expect(blocksText(list.answer)).toMatch(/spam\* · 1 numer[\s\S]*attiva sulle numerazioni 0287654321/);
    expect(blocksText(list.answer)).toMatch(/bloccati\* · 0 numeri\n:zzz: inattiva/);

    const created = await run(b, '/blacklist', 'create molesti');
    expect(blocksText(created.answer)).toContain('Blacklist *molesti* creata.');
    expect((await api<{ data: { name: string } }>('/v1/blacklists/molesti')).data.name).toBe('molesti');

    const added = await run(b, '/blacklist', 'add molesti ^0899 numeri a pagamento');
    expect(blocksText(added.answer)).toContain('blocca ogni numero che inizia con 0899');
    const entries = (
      await api<{ data: { id: number; number: string; description: string | null }[] }>(
        '/v1/blacklists/molesti/numbers',
      )
    ).data;
    expect(entries).toEqual([
      expect.objectContaining({ number: '^0899', description: 'numeri a pagamento' }),
    ]);
    const id = entries[0]!.id;

    // the list read before was cached: the write invalidated it
    const again = await run(b, '/blacklist');
    expect(blocksText(again.answer)).toContain('molesti');

    const edited = await run(
      b,
      '/blacklist',
      `edit molesti ${id} number=^0898 description="nuova descrizione"`,
    );
    expect(blocksText(edited.answer)).toContain(`Voce ${id} di *molesti* aggiornata.`);
    expect(
      (await api<{ data: { number: string } }>(`/v1/blacklists/molesti/numbers/${id}`)).data.number,
    ).toBe('^0898');

    const shown = await run(b, '/blacklist', 'show molesti');
    expect(blocksText(shown.answer)).toContain('nuova descrizione');

    const removed = await run(b, '/blacklist', `remove molesti ${id}`);
    expect(blocksText(removed.answer)).toContain(`Voce ${id} rimossa da *molesti*.`);
    expect((await api<{ data: unknown[] }>('/v1/blacklists/molesti/numbers')).data).toEqual([]);

    const duplicate = await run(b, '/blacklist', 'add spam 0899123456');
    expect(textOf(duplicate.answer)).toMatch(/^:warning: .*già presente/);
  });

  it('refuses changes from users without permission, and leaves an audit line for those who have it', async () => {
    const b = await start();
    const refused = await b.agent.sendCommand({
      command: '/blacklist',
      text: 'create vietata',
      userId: 'U0BOB0001',
    });
    expect(JSON.stringify(refused.json)).toContain('Non hai i permessi');
    expect(await jobCount(b)).toBe(0);
    // reads are for everyone
    const read = await run(b, '/blacklist', '', 'U0BOB0001');
    expect(blocksText(read.answer)).toContain('spam');

    await run(b, '/blacklist', 'create permessa');
    await run(b, '/blacklist', 'create spam');
    const audit = b.logs.map((l) => JSON.parse(l)).filter((l) => l.audit === true);
    expect(audit).toEqual([
      expect.objectContaining({
        user: 'U0ALICE01',
        account: 'main',
        operation: 'blacklist.create',
        params: { name: 'permessa' },
        result: 'ok',
      }),
      expect.objectContaining({
        operation: 'blacklist.create',
        params: { name: 'spam' },
        result: 'error',
        status: 409,
      }),
    ]);
    // no secret ever reaches the logs
    const all = b.logs.join('\n');
    for (const secret of [apiKey, b.slack.botToken, SIGNING_SECRET]) expect(all).not.toContain(secret);
  });
});

describe('calls, extensions, numbers, switches, contacts, account', () => {
  it('/calls in pages calls; "Blocca numero" adds the caller to the blacklist; "Richiama" rings the linked extension', async () => {
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
    const started = await waitForAnswer(b.slack, { responseUrl: callBack.responseUrl! });
    expect(blocksText(started)).toContain("squilla l'interno 201");
    const placed = await server().admin<{ data: { extension: string; number: string }[] }>(
      'GET',
      `/_sim/${context}/originated`,
    );
    expect(placed.data).toEqual([expect.objectContaining({ extension: '201', number: '0612345678' })]);

    const out = await run(b, '/calls', 'out');
    expect(blocksText(out.answer)).toContain('201 → 0698765432');
    const future = await b.agent.sendCommand({ command: '/calls', text: 'in 2999-01-01' });
    expect(JSON.stringify(future.json)).toContain('Data futura non ammessa');
  });

  it('/ext, /voip, /switch, /contact (read and set) and /pbx account', async () => {
    const b = await start();
    const ext = await run(b, '/ext');
    expect(blocksText(ext.answer)).toContain(':large_green_circle: 2 online · :red_circle: 1 offline');
    const one = await run(b, '/ext', '202');
    expect(blocksText(one.answer)).toMatch(/202\*? Bruno — offline/);
    const voip = await run(b, '/voip');
    expect(blocksText(voip.answer)).toContain(
      '2 numeri · :large_green_circle: 1 registrati · :red_circle: 1 non registrati',
    );
    const sw = await run(b, '/switch', String(fixtureId));
    expect(blocksText(sw.answer)).toContain(':large_green_circle: attivo');
    const missingSwitch = await run(b, '/switch', '999');
    expect(textOf(missingSwitch.answer)).toBe(':warning: Switch non trovato');
    const contact = await run(b, '/contact', String(fixtureId));
    expect(blocksText(contact.answer)).toContain('Studio Rossi');
    const set = await run(b, '/contact', `${fixtureId} set name="Studio Rossi & Figli" notes=""`);
    expect(blocksText(set.answer)).toContain(`Contatto ${fixtureId} aggiornato.`);
    expect(
      (await api<{ data: { name: string; notes: string | null } }>(`/v1/contacts/${fixtureId}`)).data,
    ).toMatchObject({
      name: 'Studio Rossi & Figli',
      notes: null,
    });
    const account = await run(b, '/pbx', 'account');
    const text = blocksText(account.answer);
    expect(text).toContain(`Account ${context}`);
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
      `/_sim/${context}/originated`,
    );
    expect(placed.data).toEqual([expect.objectContaining({ extension: '203', number: '0698765432' })]);
  });

  it('never retries a click-to-call: with the telephone server down it answers 503 after one attempt', async () => {
    const b = await start({ config: { links: { U0ALICE01: '201' } } });
    await server().admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
    const confirm = await b.agent.sendCommand({ command: '/call', text: '0698765432' });
    const ack = await b.slack.waitFor(activityIs('ephemeral_posted'), { after: confirm.mark });
    const click = await b.agent.clickButton({ target: ack.ephemeral, label: 'Chiama' });
    const answer = await waitForAnswer(b.slack, { responseUrl: click.responseUrl! });
    expect(textOf(answer)).toBe(':warning: Il centralino non è raggiungibile, riprova più tardi');
    await new Promise((r) => setTimeout(r, 1500)); // a retry would have come after 1 s
    const attempts = server().requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/call/originate');
    expect(attempts.map((r) => r.status)).toEqual([503]);
  });

  it('pages with buttons and shares an answer in the channel', async () => {
    const b = await start();
    for (let i = 0; i < 45; i++) {
      await fetch(`${server().url}/v1/blacklists/bloccati/numbers`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
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
    expect(blocksText(message)).toContain('Condiviso da <@U0ALICE01>');
    expect(JSON.stringify(message.blocks)).not.toContain('"type":"button"');

    const { answer: calls } = await run(b, '/calls', 'in');
    expect(JSON.stringify(calls.payload.blocks)).not.toContain('pbx_page_next'); // 2 calls: one page
  });
});
