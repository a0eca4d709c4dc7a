import { OriginatedCallList, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer tok' };

forEachBackend((ctx) => {
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db);
    const testApp = createTestApp(ctx.db, { adminToken: 'tok' });
    const originate = async (body: unknown, raw?: string) => {
      const res = await testApp.requestWithKey(loaded.apiKey, '/v1/call/originate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: raw ?? JSON.stringify(body),
      });
      return { res, status: res.status, body: (await res.json()) as unknown };
    };
    const originated = async () => {
      const res = await testApp.app.request(`/_sim/${loaded.account.context}/originated`, { headers: admin });
      expect(res.status).toBe(200);
      return OriginatedCallList.parse(await res.json());
    };
    return { ...testApp, ...loaded, originate, originated };
  }

  describe('POST /v1/call/originate', () => {
    it('places the call with the cleaned number and the contact name as caller ID', async () => {
      const { originate, originated, account } = await setup();
      const { status, body, res } = await originate({ extension: '202', number: '+39 333 123.45-67' });
      expect(status).toBe(200);
      expect(res.headers.get('X-RateLimit-Remaining-Minute')).toBe('19');
      const data = publicRoutes.originateCall.responses[200].schema.parse(body).data;
      expect(data).toEqual({
        call_id: expect.stringMatching(/^\d+\.\d+$/),
        extension: '202',
        number: '+393331234567',
        channel: expect.stringMatching(new RegExp(`^SIP/${account.context}-202-[0-9a-f]{8}$`)),
        timestamp: '2025-06-02 12:00:15',
      });
      const list = await originated();
      expect(list.count).toBe(1);
      expect(list.data[0]).toEqual({
        call_id: data.call_id,
        extension: '202',
        number: '+393331234567',
        caller_id_label: 'Luca Verdi',
        channel: data.channel,
        placed_at: '2025-06-02T10:00:15.000Z',
        key_name: 'crm',
        state: 'ringing',
        disposition: null,
      });
    });

    it('keeps a given description, falls back to the number, accepts the technical name; newest first', async () => {
      const { originate, originated, account } = await setup();
      await originate({ extension: '201', number: '06 9876 5432', description: 'Richiamata pratica 42' });
      await originate({
        extension: `SIP/${account.context}-203`,
        number: '(02) 555-1234',
        description: '  ',
      });
      await originate({ extension: '201', number: '0698765432' });
      const list = await originated();
      expect(list.data.map((c) => [c.extension, c.number, c.caller_id_label])).toEqual([
        ['201', '0698765432', 'Studio Neri'],
        ['203', '025551234', '025551234'],
        ['201', '0698765432', 'Richiamata pratica 42'],
      ]);
    });

    it.each<[string, unknown, string]>([
      ['no extension', { number: '0612345678' }, 'Parametri mancanti: extension e number sono obbligatori'],
      ['no number', { extension: '201' }, 'Parametri mancanti: extension e number sono obbligatori'],
      [
        'an empty number',
        { extension: '201', number: '' },
        'Parametri mancanti: extension e number sono obbligatori',
      ],
      [
        'fewer than 6 digits',
        { extension: '201', number: '12-34 5' },
        'Numero non valido: servono almeno 6 cifre',
      ],
      ['an unknown field', { extension: '201', number: '0612345678', foo: 1 }, 'Campo non ammesso: `foo`'],
      [
        'an extension of 81 characters',
        { extension: 'x'.repeat(81), number: '0612345678' },
        'Il campo `extension` supera gli 80 caratteri',
      ],
      [
        'an extension that is not text',
        { extension: 201, number: '0612345678' },
        'Il campo `extension` deve essere un testo',
      ],
    ])('answers 400 for %s', async (_name, body, message) => {
      const { originate, originated } = await setup();
      const res = await originate(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: message });
      expect((await originated()).count).toBe(0);
    });

    it('answers 400 for malformed JSON, 404 for an unknown extension, 503 when unreachable', async () => {
      const { originate, originated, app, account } = await setup();
      expect((await originate(undefined, '{"extension":')).body).toEqual({
        success: false,
        error: 'Corpo della richiesta non valido: JSON malformato',
      });
      const unknown = await originate({ extension: '999', number: '0612345678' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ success: false, error: 'Interno non trovato' });

      await app.request(`/_sim/${account.context}/telephony`, {
        method: 'PUT',
        headers: { ...admin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reachable: false }),
      });
      const down = await originate({ extension: '201', number: '0612345678' });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        success: false,
        error: 'Impossibile contattare il centralino telefonico: riprova più tardi',
      });
      expect((await originated()).count).toBe(0);
    });

    it("never rings another account's extension", async () => {
      const { originate } = await setup();
      const other = await loadSampleExchange(ctx.db, {
        extensions: [{ internal_number: '777' }],
        queues: [],
        calls: [],
      });
      const { requestWithKey } = createTestApp(ctx.db);
      const res = await requestWithKey(other.apiKey, '/v1/call/originate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ extension: '201', number: '0612345678' }),
      });
      expect(res.status).toBe(404);
      expect((await originate({ extension: '777', number: '0612345678' })).status).toBe(404);
    });
  });
});
