import { calendarMessages, messages, webhookAdminMessages } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { forEachBackend } from '../testing/test-database.js';
import { type Tenant, tenantServer } from './tenant-test-kit.js';

/** Ids in an account count 1, 2, 3… on their own: another account's activity never shows in them. */

const TUESDAY = '2025-06-03';
const HOOK = 'https://hooks.example.com/pbx';
const plain = (message: string) => ({ success: false, error: message });
const calendar = (code: keyof typeof calendarMessages) => ({
  success: false,
  error: { code, message: calendarMessages[code] },
});

const book = (t: Tenant, time: string) =>
  t.call('POST', '/v1/calendar/bookings', { event: 'visita', name: 'Mario Rossi', date: TUESDAY, time });

/** A caller who joins `assistenza` and hangs up: one inbound call in the history. */
async function abandonedCall(t: Tenant) {
  expect(
    (await t.call('POST', '/_sim/{context}/queues/assistenza/callers', { caller_number: '3331234567' }))
      .status,
  ).toBe(201);
  expect((await t.call('POST', '/_sim/{context}/queues/assistenza/callers/1/abandon')).status).toBe(200);
}

forEachBackend((ctx) => {
  describe('ids per account', () => {
    it('numbers what each account loads 1, 2…, whatever other accounts hold', async () => {
      const server = tenantServer(ctx.db);
      const [a, b] = [await server.open(2), await server.open(2)];
      for (const t of [a, b]) {
        expect(await t.ids('/v1/extensions')).toEqual([1, 2]);
        expect(await t.ids('/v1/blacklists/molesti/numbers')).toEqual([1, 2]);
        expect(await t.ids('/v1/calendar/blocks')).toEqual([1, 2]);
        for (const id of [1, 2]) {
          expect((await t.call('GET', `/v1/contacts/${id}`)).body.data).toMatchObject({
            id,
            name: `Contatto ${id}`,
          });
          expect((await t.call('GET', `/v1/switches/${id}`)).body.data).toMatchObject({
            id,
            description: `Switch ${id}`,
          });
        }
      }
    });

    it('numbers what accounts create in turn each on its own', async () => {
      const server = tenantServer(ctx.db);
      const [a, b] = [await server.open(1), await server.open(1)];
      const created = (t: Tenant) => ({
        t,
        numbers: [] as number[],
        endpoints: [] as number[],
        bookings: [] as number[],
      });
      const seen = [created(a), created(b)];
      for (let i = 2; i <= 3; i++) {
        for (const s of seen) {
          const number = await s.t.call('POST', '/v1/blacklists/molesti/numbers', { number: `3339990${i}` });
          s.numbers.push(number.body.data.id);
          const endpoint = await s.t.call('POST', '/_admin/accounts/{context}/webhooks', { url: HOOK });
          s.endpoints.push(endpoint.body.id);
        }
      }
      for (const time of ['09:00', '10:00']) {
        for (const s of seen) s.bookings.push((await book(s.t, time)).body.data.id);
      }
      for (const s of seen) {
        expect([s.numbers, s.endpoints, s.bookings]).toEqual([
          [2, 3],
          [1, 2],
          [1, 2],
        ]);
        // Two bookings, each sent to two endpoints.
        expect(await s.t.ids('/_admin/accounts/{context}/webhook-deliveries')).toEqual([1, 2, 3, 4]);
      }
    });

    it('numbers calls on their own, and their linkedids do not count other accounts’ calls', async () => {
      const server = tenantServer(ctx.db);
      const [a, b] = [await server.open(1), await server.open(1)];
      for (let i = 0; i < 2; i++) for (const t of [a, b]) await abandonedCall(t);
      const calls = async (t: Tenant) =>
        (await t.call('GET', '/v1/calls/in')).body.data as { id: number; linkedid: string }[];
      const [ofA, ofB] = [await calls(a), await calls(b)];
      expect(ofA.map((c) => c.id).sort()).toEqual([1, 2]);
      expect(ofB.map((c) => c.id).sort()).toEqual([1, 2]);
      // Same instant, same place in each account's own sequence: the same linkedids.
      expect(ofB.map((c) => c.linkedid).sort()).toEqual(ofA.map((c) => c.linkedid).sort());
    });

    it('gives parallel creates on one account distinct ids', async () => {
      const t = await tenantServer(ctx.db).open(1);
      const created = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.call('POST', '/v1/blacklists/molesti/numbers', { number: `33377${i}` }),
        ),
      );
      expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(created.map((r) => r.body.data.id).sort((x: number, y: number) => x - y)).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 2),
      );
    });

    it('answers 404 in the reference’s envelope for an id only another account has, for every kind', async () => {
      const server = tenantServer(ctx.db);
      const [a, b] = [await server.open(3), await server.open(1)];
      for (const [t, count] of [
        [a, 3],
        [b, 1],
      ] as const) {
        for (let i = 0; i < count; i++)
          await t.call('POST', '/_admin/accounts/{context}/webhooks', { url: HOOK });
        for (let i = 0; i < count; i++)
          expect((await book(t, `${9 + i}:00`.padStart(5, '0'))).status).toBe(201);
      }
      const refusals: [string, string, unknown, unknown][] = [
        ['GET', '/v1/contacts/3', undefined, plain(messages.contactNotFound)],
        ['PUT', '/v1/contacts/3', { name: 'Altro' }, plain(messages.contactNotFound)],
        ['GET', '/v1/switches/3', undefined, plain(messages.switchNotFound)],
        ['GET', '/v1/blacklists/molesti/numbers/3', undefined, plain(messages.blacklistNumberNotFound)],
        [
          'PUT',
          '/v1/blacklists/molesti/numbers/3',
          { description: 'x' },
          plain(messages.blacklistNumberNotFound),
        ],
        ['DELETE', '/v1/blacklists/molesti/numbers/3', undefined, plain(messages.blacklistNumberNotFound)],
        ['DELETE', '/v1/calendar/blocks/3', undefined, calendar('not_found')],
        ['POST', '/v1/calendar/bookings/3/cancel', undefined, calendar('booking_not_found')],
        [
          'POST',
          '/_admin/accounts/{context}/webhooks/3/rotate-secret',
          undefined,
          plain(webhookAdminMessages.endpointNotFound),
        ],
        [
          'POST',
          '/_admin/accounts/{context}/webhooks/3/disable',
          undefined,
          plain(webhookAdminMessages.endpointNotFound),
        ],
        [
          'POST',
          '/_admin/accounts/{context}/webhook-deliveries/3/replay',
          undefined,
          plain(webhookAdminMessages.deliveryNotFound),
        ],
      ];
      for (const [method, path, body, refusal] of refusals) {
        const res = await b.call(method, path, body);
        expect([method, path, res.status, res.body]).toEqual([method, path, 404, refusal]);
      }
      // The other account's objects are untouched.
      expect((await a.call('GET', '/v1/contacts/3')).body.data.name).toBe('Contatto 3');
      expect((await a.call('GET', '/v1/blacklists/molesti/numbers/3')).status).toBe(200);
      expect(await a.ids('/v1/calendar/blocks')).toEqual([1, 2, 3]);
      const bookings = (await a.call('GET', '/v1/calendar/bookings')).body.data as {
        id: number;
        status: string;
      }[];
      expect(bookings.find((x) => x.id === 3)?.status).toBe('confirmed');
      const endpoints = (await a.call('GET', '/_admin/accounts/{context}/webhooks')).body.data as {
        id: number;
        enabled: boolean;
      }[];
      expect(endpoints.find((x) => x.id === 3)?.enabled).toBe(true);
    });
  });
});
