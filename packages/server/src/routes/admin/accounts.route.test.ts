import { AccountCreated, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer tok', 'Content-Type': 'application/json' };
let counter = 0;
const context = () => `adm-${Date.now().toString(36)}-${++counter}`;

forEachBackend((ctx) => {
  const post = async (body: unknown) => {
    const res = await createTestApp(ctx.db, { adminToken: 'tok' }).app.request('/_admin/accounts', {
      method: 'POST',
      headers: admin,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  describe('POST /_admin/accounts', () => {
    it('creates the whole exchange and shows the key once', async () => {
      const ctxName = context();
      const res = await post({
        context: ctxName,
        key_name: 'gestionale',
        extensions: [{ internal_number: '201', description: 'Reception' }],
        queues: [{ queue_name: 'assistenza', members: [{ extension: '201' }] }],
      });
      expect(res.status).toBe(201);
      const created = AccountCreated.parse(res.body);
      expect(created).toEqual({
        context: ctxName,
        key_name: 'gestionale',
        api_key: expect.stringMatching(/^cnt_/),
      });
      const { requestWithKey } = createTestApp(ctx.db);
      const queues = publicRoutes.listQueues.responses[200].schema.parse(
        await (await requestWithKey(created.api_key, '/v1/queue')).json(),
      );
      expect(queues.data[0]).toMatchObject({ queue_name: 'assistenza', total_members: 1 });
    });

    it.each<[string, unknown, string]>([
      ['a missing context', {}, 'Il campo `context` è obbligatorio'],
      ['a bad context', { context: 'Con Spazi' }, 'context: da 1 a 40 caratteri minuscoli, cifre, _ e -'],
      ['an unknown field', { context: 'x', colour: 'blu' }, 'Campo non ammesso: `colour`'],
      [
        'an unknown time zone',
        { context: 'x', timezone: 'Europe/Atlantide' },
        'Fuso orario sconosciuto (usa un identificativo IANA, es. Europe/Rome)',
      ],
      [
        'a wrong nested field',
        { context: 'x', extensions: [{ internal_number: '201', status: 'SPENTO' }] },
        'Il campo `extensions.0.status` deve essere uno tra: ONLINE, OFFLINE, BUSY, RINGING, CALLING, UNKNOWN',
      ],
      [
        'a member of no extension',
        { context: 'x', queues: [{ queue_name: 'q', members: [{ extension: '201' }] }] },
        'Il campo queues.0.members.0.extension indica un interno non presente in extensions: 201',
      ],
      [
        'a contact id above the database integer range',
        { context: 'x', contacts: [{ id: 2_147_483_648, number: '1', name: 'a' }] },
        'Il campo `contacts.0.id` deve essere al massimo 2.147.483.647',
      ],
      [
        'an extension id far above it',
        { context: 'x', extensions: [{ id: 1e15, internal_number: '201' }] },
        'Il campo `extensions.0.id` deve essere al massimo 2.147.483.647',
      ],
      [
        'a huge counter',
        { context: 'x', max_contacts: 2 ** 40 },
        'Il campo `max_contacts` deve essere al massimo 2.147.483.647',
      ],
      [
        'a huge queue timeout',
        { context: 'x', queues: [{ queue_name: 'q', timeout: 2 ** 31 }] },
        'Il campo `queues.0.timeout` deve essere al massimo 2.147.483.647',
      ],
      [
        'an impossible call date',
        {
          context: 'x',
          calls: [
            {
              direction: 'outbound',
              calldate: '2026-02-30 10:00:00',
              source: '201',
              destination: '0612345678',
              disposition: 'ANSWERED',
            },
          ],
        },
        'Data e ora non valide: usa il formato YYYY-MM-DD HH:MM:SS',
      ],
      [
        'an impossible holiday',
        { context: 'x', holidays: [{ date: '2026-02-30', name: 'Mai' }] },
        'Data non valida: usa il formato YYYY-MM-DD',
      ],
    ])('answers 400 naming the field for %s', async (_name, body, message) => {
      const fixture = {
        ...(body as object),
        ...((body as { context?: string }).context === 'x' ? { context: context() } : {}),
      };
      const res = await post(fixture);
      expect(res).toEqual({ status: 400, body: { success: false, error: message } });
    });

    it('answers 400 for malformed JSON and 409 for a taken context', async () => {
      expect(await post('{"context":')).toEqual({
        status: 400,
        body: { success: false, error: 'Corpo della richiesta non valido: JSON malformato' },
      });
      const ctxName = context();
      expect((await post({ context: ctxName })).status).toBe(201);
      expect(await post({ context: ctxName })).toEqual({
        status: 409,
        body: { success: false, error: 'Esiste già un account con questo context' },
      });
    });
  });
});
