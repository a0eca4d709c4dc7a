import { calendarMessages, messages, publicRoutes, sandboxRoutes } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { contacts } from '../db/schema/index.js';
import { openApiSession } from '../testing/api-session.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const plain = (message: string) => ({ success: false, error: message });
const calendar = (code: string, message: string) => ({ success: false, error: { code, message } });
const ADMIN = 'edge-token';
const json = { 'Content-Type': 'application/json' };

/** Input a client can get wrong before any rule of a route: text, ids, sizes and media types. */
forEachBackend((ctx) => {
  async function setup() {
    const api = await openApiSession(ctx.db, {
      calendar_enabled: true,
      ...officeFixture(),
      contacts: [{ number: '0612345678', name: 'Studio Rossi' }],
      blacklists: [{ name: 'spam', numbers: [{ number: '+39021234567' }] }],
    });
    const raw = async (
      method: string,
      path: string,
      body?: string,
      headers: Record<string, string> = json,
    ) => {
      const res = await api.requestWithKey(api.apiKey, path, {
        method,
        ...(body === undefined ? {} : { body, headers }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const [row] = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, api.account.id));
    if (!row) throw new Error('fixture contact missing');
    return { ...api, raw, contact: `/v1/contacts/${row.id}`, contactId: row.id };
  }

  async function admin(method: string, path: string, body?: string, contentType = 'application/json') {
    const { app } = createTestApp(ctx.db, { adminToken: ADMIN });
    const res = await app.request(path, {
      method,
      headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': contentType },
      ...(body === undefined ? {} : { body }),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  }

  describe('U+0000 and lone surrogates', () => {
    it('are refused with 400 in the plain envelope, naming the field, wherever they are sent', async () => {
      const api = await setup();
      const cases: [string, string, string | undefined, string][] = [
        ['GET', '/v1/blacklists/%00', undefined, 'name'],
        ['GET', '/v1/blacklists/spam/numbers/1%00', undefined, 'id'],
        ['GET', '/v1/calls/in?search=%00', undefined, 'search'],
        ['GET', '/v1/calls/in?search=a%00b', undefined, 'search'],
        ['GET', '/v1/extensions/%00', undefined, 'number'],
        ['GET', '/v1/queue/a%00', undefined, 'name'],
        ['POST', '/v1/blacklists', '{"name":"a\\u0000b"}', 'name'],
        ['POST', '/v1/blacklists', '{"name":"\\ud800"}', 'name'],
        ['POST', '/v1/blacklists', '{"name":"a\\udc00b"}', 'name'],
        ['POST', '/v1/blacklists/spam/numbers', '{"number":"123","description":"\\u0000"}', 'description'],
        ['PUT', api.contact, '{"name":"a\\u0000b"}', 'name'],
        ['PUT', api.contact, '{"notes":"\\udbff"}', 'notes'],
        ['POST', '/v1/call/originate', '{"extension":"201","number":"333\\u0000444"}', 'number'],
      ];
      for (const [method, path, body, field] of cases) {
        const res = await api.raw(method, path, body);
        expect([method, path, body, res.status, res.body]).toEqual([
          method,
          path,
          body,
          400,
          plain(messages.unsafeText(field)),
        ]);
      }
      expect((await api.get(api.contact)).body).toMatchObject({
        data: { name: 'Studio Rossi', notes: null },
      });
    });

    it('are refused in object keys too, without echoing the character', async () => {
      const api = await setup();
      const res = await api.raw('PUT', api.contact, '{"na\\u0000me":"x"}');
      expect([res.status, res.body]).toEqual([400, plain(messages.unsafeText('na\uFFFDme'))]);
    });

    it('accept well-formed astral characters (a surrogate pair)', async () => {
      const api = await setup();
      const res = await api.raw('PUT', api.contact, '{"notes":"Richiamare 📞 \\ud83d\\ude00"}');
      expect(res.status).toBe(200);
    });

    it('are refused with 400 in the calendar envelope', async () => {
      const api = await setup();
      const booking = JSON.stringify({
        event: 'visita',
        name: 'Ma\u0000rio',
        date: '2025-06-03',
        time: '09:00',
      });
      for (const [method, path, body, field] of [
        ['POST', '/v1/calendar/bookings', booking, 'name'],
        ['GET', '/v1/calendar/availability?event=vis%00ita', undefined, 'event'],
        ['GET', '/v1/calendar/availability?event=visita&date=2025-06-03%00', undefined, 'date'],
        ['GET', '/v1/calendar/bookings?calendar=%00', undefined, 'calendar'],
        ['DELETE', '/v1/calendar/blocks/%00', undefined, 'id'],
      ] as const) {
        const res = await api.raw(method, path, body);
        expect([path, res.status, res.body]).toEqual([
          path,
          400,
          calendar('invalid_request', messages.unsafeText(field)),
        ]);
      }
    });

    it('are refused on the sandbox surface (/_admin, /_sim)', async () => {
      const api = await setup();
      const context = api.account.context;
      for (const [method, path, body, field] of [
        [
          'POST',
          '/_admin/accounts',
          '{"context":"x","contacts":[{"number":"1","name":"a\\u0000"}]}',
          'contacts.0.name',
        ],
        ['POST', '/_admin/accounts/%00/keys', '{"key_name":"k"}', 'context'],
        ['POST', `/_admin/accounts/${context}/keys`, '{"key_name":"\\ud800"}', 'key_name'],
        ['GET', '/_sim/%00/originated', undefined, 'context'],
        ['POST', `/_sim/${context}/queues/%00/callers`, '{"caller_number":"333"}', 'name'],
        ['PUT', `/_sim/${context}/members/%00`, '{"paused":true}', 'internal_number'],
        ['POST', `/_sim/${context}/queues/q/callers/1/answer`, '{"member":"\\u0000"}', 'member'],
      ] as const) {
        const res = await admin(method, path, body);
        expect([path, res.status, res.body]).toEqual([path, 400, plain(messages.unsafeText(field))]);
      }
    });
  });

  describe('path ids', () => {
    it('have one spelling: a positive decimal integer in range; others are 400, never the resource', async () => {
      const api = await setup();
      const id = api.contactId;
      expect((await api.get(api.contact)).status).toBe(200);
      const spellings = [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `${id}.0`, `${id}e0`, `${id / 10}e1`];
      for (const spelling of [...spellings, `%20${id}`, `${id}%20`, `%09${id}`, `-${id}`, '0', `${id}_0`]) {
        const res = await api.get(`/v1/contacts/${spelling}`);
        expect([spelling, res.status, res.body]).toEqual([spelling, 400, plain(messages.invalidId)]);
      }
      for (const huge of ['2147483648', '99999999999', '1'.repeat(400), `9${'0'.repeat(309)}`]) {
        const res = await api.get(`/v1/contacts/${huge}`);
        expect([huge.length, res.status]).toEqual([huge.length, 400]);
      }
      expect((await api.get('/v1/contacts/2147483647')).status).toBe(404);
      expect((await api.get('/v1/switches/0x1')).status).toBe(400);
      expect((await api.put(`/v1/contacts/0${id}`, { notes: 'x' })).status).toBe(400);
      expect((await api.get('/v1/blacklists/spam/numbers/+1')).status).toBe(400);
      expect((await api.del('/v1/blacklists/spam/numbers/01')).status).toBe(400);
    });

    it('do not cancel a booking through another spelling of its id (422 on the calendar)', async () => {
      const api = await setup();
      const created = await api.post('/v1/calendar/bookings', {
        event: 'visita',
        name: 'Mario Rossi',
        date: '2025-06-03',
        time: '09:00',
      });
      expect(created.status).toBe(201);
      const id = (created.body as { data: { id: number } }).data.id;
      for (const spelling of [`0x${id.toString(16)}`, `+${id}`, `0${id}`, `${id}.0`]) {
        const res = await api.post(`/v1/calendar/bookings/${spelling}/cancel`, undefined);
        expect([spelling, res.status, res.body]).toEqual([
          spelling,
          422,
          calendar('invalid_request', messages.invalidId),
        ]);
      }
      const list = await api.get('/v1/calendar/bookings?from=2025-06-03&to=2025-06-03');
      expect(list.body).toMatchObject({ data: [{ id, status: 'confirmed' }] });
      expect((await api.del('/v1/calendar/blocks/0x1')).status).toBe(422);
    });

    it('answer statuses the operations declare', () => {
      for (const route of [
        publicRoutes.getContact,
        publicRoutes.getSwitch,
        publicRoutes.getBlacklistNumber,
        publicRoutes.deleteBlacklistNumber,
      ]) {
        expect([route.operationId, Object.keys(route.responses)]).toEqual([
          route.operationId,
          expect.arrayContaining(['400']),
        ]);
      }
      for (const route of [publicRoutes.cancelBooking, publicRoutes.deleteBlock]) {
        expect([route.operationId, Object.keys(route.responses)]).toEqual([
          route.operationId,
          expect.arrayContaining(['400', '422']),
        ]);
      }
      expect(Object.keys(sandboxRoutes.setClock.responses)).toContain('409');
      expect(Object.keys(sandboxRoutes.answerCaller.responses)).toEqual(
        expect.arrayContaining(['400', '415']),
      );
    });
  });

  describe('error text', () => {
    it('names a few unknown fields, then counts the rest', async () => {
      const api = await setup();
      // as many fields as a body may hold (10,000 values, the object included)
      const body = Object.fromEntries(Array.from({ length: 9_999 }, (_, i) => [`campo${i}`, i]));
      const res = await api.put(api.contact, body);
      expect([res.status, res.body]).toEqual([
        400,
        plain('Campi non ammessi: `campo0`, `campo1`, `campo2` e altri 9996'),
      ]);
      const long = await api.put(api.contact, { ['x'.repeat(100_000)]: 1 });
      expect([long.status, long.body]).toEqual([400, plain(`Campo non ammesso: \`${'x'.repeat(40)}…\``)]);
      expect((await api.put(api.contact, { a: 1, b: 2 })).body).toEqual(plain('Campi non ammessi: `a`, `b`'));
    });
  });

  describe('Content-Type', () => {
    it('reads bodies sent as JSON only; others are 415 in the path envelope', async () => {
      const api = await setup();
      const body = JSON.stringify({ name: 'vip' });
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await api.raw('POST', '/v1/blacklists', body, { 'Content-Type': type });
        expect([type, res.status, res.body]).toEqual([type, 415, plain(messages.unsupportedMediaType)]);
      }
      const noType = await api.requestWithKey(api.apiKey, '/v1/blacklists', {
        method: 'POST',
        body: new TextEncoder().encode(body),
      });
      expect([noType.status, await noType.json()]).toEqual([415, plain(messages.unsupportedMediaType)]);
      expect((await api.get('/v1/blacklists/vip')).status).toBe(404);

      const booking = JSON.stringify({ event: 'visita', name: 'Mario', date: '2025-06-03', time: '10:00' });
      const form = await api.raw('POST', '/v1/calendar/bookings', booking, { 'Content-Type': 'text/plain' });
      expect([form.status, form.body]).toEqual([
        415,
        calendar('unsupported_media_type', calendarMessages.unsupported_media_type),
      ]);
      const sim = await admin(
        'POST',
        '/_admin/accounts',
        JSON.stringify({ context: 'form-body' }),
        'text/plain',
      );
      expect([sim.status, sim.body]).toEqual([415, plain(messages.unsupportedMediaType)]);

      for (const type of [
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'application/merge-patch+json',
      ]) {
        const res = await api.raw('PUT', api.contact, JSON.stringify({ notes: type }), {
          'Content-Type': type,
        });
        expect([type, res.status]).toEqual([type, 200]);
      }
    });
  });
});
