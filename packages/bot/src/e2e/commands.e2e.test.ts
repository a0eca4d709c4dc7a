import { buildSlashCommandBody, postSigned } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, SIGNING_SECRET, textOf, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;
const { state, start, api, run, jobCount } = commandSession(lifecycle);

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
    const en = await b.agent.sendCommand({ command: '/calls', text: 'in month', userId: 'U0BOB0001' });
    expect(JSON.stringify(en.json)).toContain('one day at a time');
    const help = await b.agent.sendCommand({ command: '/pbx', text: 'help' });
    expect(JSON.stringify(help.json)).toContain('/queue live');
    expect(await jobCount(b)).toBe(0);
    expect(server().requests.filter((r) => r.apiKey === state.apiKey)).toHaveLength(0);
  });
});

describe('queues', () => {
  it('/queue lists queues; /queue <name> shows configuration and today’s statistics', async () => {
    const b = await start();
    const list = await run(b, '/queue');
    expect(list.sent.json).toMatchObject({ text: expect.stringContaining('Richiesta ricevuta') });
    expect(blocksText(list.answer)).toMatch(
      /assistenza[\s\S]*chi ha risposto meno di recente[\s\S]*201 Anna Reception/,
    );
    expect(list.answer.outcome).toBe('replaced'); // the "Richiesta ricevuta" ack became the answer
    const detail = await run(b, '/queue', 'assistenza');
    expect(blocksText(detail.answer)).toContain('Statistiche di oggi');
    const missing = await run(b, '/queue', 'nessuna');
    expect(textOf(missing.answer)).toContain(
      'Nessuna coda si chiama «nessuna». Le code sono: assistenza, vendite.',
    );
  });

  it('/queue live shows callers waiting, members by state and the summary', async () => {
    const b = await start();
    await server().admin('POST', `/_sim/${state.context}/queues/assistenza/callers`, {
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
    await server().admin('PUT', `/_sim/${state.context}/telephony`, { reachable: false });
    const sent = await b.agent.sendCommand({ command: '/queue', text: 'live' });
    const answer = await waitForAnswer(b.slack, sent, 15_000);
    expect(textOf(answer)).toBe(':warning: Il centralino non è raggiungibile, riprova più tardi');
    const attempts = server().requests.filter(
      (r) => r.apiKey === state.apiKey && r.path === '/v1/queue/live',
    );
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
    for (const secret of [state.apiKey, b.slack.botToken, SIGNING_SECRET]) expect(all).not.toContain(secret);
  });
});
