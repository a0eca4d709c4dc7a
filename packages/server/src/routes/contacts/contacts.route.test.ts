import { type AccountFixtureInput, messages, publicRoutes } from '@centralino/schemas';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, contacts } from '../../db/schema/index.js';
import { openApiSession, RATE_LIMIT_HEADERS } from '../../testing/api-session.js';
import { forEachBackend } from '../../testing/test-database.js';

const getSchema = publicRoutes.getContact.responses[200].schema;
const updateSchema = publicRoutes.updateContact.responses[200].schema;
const rateLimitHeaders = RATE_LIMIT_HEADERS;
const error = (message: string) => ({ success: false, error: message });

const rossi = {
  number: '+390612345678',
  name: 'Studio Rossi',
  company: 'Rossi & Associati',
  notes: 'Dopo le 15',
};
const bianchi = { number: '0287654321', name: 'Anna Bianchi' };

forEachBackend((ctx) => {
  /** A fresh account from a fixture, its contact ids (in fixture order) and request helpers for its key. */
  async function setup(fixture: Omit<AccountFixtureInput, 'context'> = {}) {
    const session = await openApiSession(ctx.db, fixture);
    const rows = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, session.account.id))
      .orderBy(asc(contacts.id));
    return { ...session, ids: rows.map((row) => row.id) };
  }

  describe('GET /v1/contacts/{id}', () => {
    it('shows a contact, with null company and notes when unset', async () => {
      const api = await setup({ contacts: [rossi, bianchi] });
      const res = await api.get(`/v1/contacts/${api.ids[0]}`);
      expect(res.status).toBe(200);
      for (const header of rateLimitHeaders) expect(res.res.headers.get(header)).toMatch(/^\d+$/);
      expect(getSchema.parse(res.body)).toEqual({ success: true, data: { id: api.ids[0], ...rossi } });
      expect(getSchema.parse((await api.get(`/v1/contacts/${api.ids[1]}`)).body).data).toEqual({
        id: api.ids[1],
        ...bianchi,
        company: null,
        notes: null,
      });
    });

    it("answers 404 for an unknown id and for another account's contact, 400 for malformed ids", async () => {
      const api = await setup();
      const other = await setup({ contacts: [rossi] });
      for (const id of [other.ids[0], 2147483647]) {
        for (const res of [
          await api.get(`/v1/contacts/${id}`),
          await api.put(`/v1/contacts/${id}`, { name: 'X' }),
        ]) {
          expect([res.status, res.body]).toEqual([404, error(messages.contactNotFound)]);
        }
      }
      for (const id of ['abc', '0', '1.5', '-2']) {
        for (const res of [
          await api.get(`/v1/contacts/${id}`),
          await api.put(`/v1/contacts/${id}`, { name: 'X' }),
        ]) {
          expect([id, res.status, res.body]).toEqual([id, 400, error(messages.invalidId)]);
        }
      }
      // The other account's contact is untouched.
      expect(getSchema.parse((await other.get(`/v1/contacts/${other.ids[0]}`)).body).data.name).toBe(
        rossi.name,
      );
    });
  });

  describe('PUT /v1/contacts/{id}', () => {
    it('changes only the fields present', async () => {
      const api = await setup({ contacts: [rossi] });
      const path = `/v1/contacts/${api.ids[0]}`;
      const res = await api.put(path, { name: 'Studio Rossi srl' });
      expect(res.status).toBe(200);
      for (const header of rateLimitHeaders) expect(res.res.headers.get(header)).toMatch(/^\d+$/);
      expect(updateSchema.parse(res.body).data).toEqual({
        id: api.ids[0],
        ...rossi,
        name: 'Studio Rossi srl',
      });
      const number = updateSchema.parse(
        (await api.put(path, { number: '0611111111', notes: 'Nuove note' })).body,
      );
      expect(number.data).toEqual({
        id: api.ids[0],
        ...rossi,
        name: 'Studio Rossi srl',
        number: '0611111111',
        notes: 'Nuove note',
      });
      expect(updateSchema.parse((await api.put(path, {})).body).data).toEqual(number.data);
      expect(getSchema.parse((await api.get(path)).body).data).toEqual(number.data);
    });

    it.each([
      ['null', null],
      ['an empty string', ''],
    ])('clears company and notes with %s', async (_name, value) => {
      const api = await setup({ contacts: [rossi] });
      const path = `/v1/contacts/${api.ids[0]}`;
      const cleared = updateSchema.parse((await api.put(path, { company: value, notes: value })).body);
      expect(cleared.data).toEqual({
        id: api.ids[0],
        number: rossi.number,
        name: rossi.name,
        company: null,
        notes: null,
      });
    });

    it.each([
      ['name over 80', { name: 'n'.repeat(81) }, messages.fieldTooLong('name', 80)],
      ['company over 50', { company: 'c'.repeat(51) }, messages.fieldTooLong('company', 50)],
      ['notes over 255', { notes: 'x'.repeat(256) }, messages.fieldTooLong('notes', 255)],
      ['number over 25', { number: '1'.repeat(26) }, messages.fieldTooLong('number', 25)],
      ['an empty name', { name: '  ' }, messages.fieldEmpty('name')],
      ['a null name', { name: null }, messages.fieldWrongType('name', 'string')],
      ['an unknown field', { email: 'a@b.it' }, messages.unknownField('email')],
    ])('refuses %s with 400 naming the field', async (_name, body, message) => {
      const api = await setup({ contacts: [rossi] });
      const res = await api.put(`/v1/contacts/${api.ids[0]}`, body);
      expect([res.status, res.body]).toEqual([400, error(message)]);
      expect(getSchema.parse((await api.get(`/v1/contacts/${api.ids[0]}`)).body).data).toEqual({
        id: api.ids[0],
        ...rossi,
      });
    });

    it('accepts fields exactly at their limits', async () => {
      const api = await setup({ contacts: [rossi] });
      const body = {
        number: '1'.repeat(25),
        name: 'n'.repeat(80),
        company: 'c'.repeat(50),
        notes: 'x'.repeat(255),
      };
      const res = await api.put(`/v1/contacts/${api.ids[0]}`, body);
      expect(res.status).toBe(200);
      expect(updateSchema.parse(res.body).data).toEqual({ id: api.ids[0], ...body });
    });

    it("refuses another contact's number with 409, accepts its own and one used in another account", async () => {
      const api = await setup({ contacts: [rossi, bianchi] });
      await setup({ contacts: [{ number: '0699999999', name: 'Altro account' }] });
      const path = `/v1/contacts/${api.ids[0]}`;
      const dup = await api.put(path, { number: bianchi.number });
      expect([dup.status, dup.body]).toEqual([409, error(messages.contactNumberExists)]);
      expect((await api.put(path, { number: rossi.number, name: 'Stesso numero' })).status).toBe(200);
      expect((await api.put(path, { number: '0699999999' })).status).toBe(200);
    });

    it('allows editing when the account is at its max_contacts limit', async () => {
      const api = await setup({ max_contacts: 2, contacts: [rossi, bianchi] });
      const [limit] = await ctx.db
        .select({ max: accounts.maxContacts })
        .from(accounts)
        .where(eq(accounts.id, api.account.id));
      const [stored] = await ctx.db
        .select({ n: count() })
        .from(contacts)
        .where(eq(contacts.accountId, api.account.id));
      expect([limit?.max, stored?.n]).toEqual([2, 2]);
      const res = await api.put(`/v1/contacts/${api.ids[1]}`, {
        name: 'Anna Bianchi Verdi',
        company: 'Verdi spa',
      });
      expect(res.status).toBe(200);
      expect(updateSchema.parse(res.body).data).toMatchObject({
        name: 'Anna Bianchi Verdi',
        company: 'Verdi spa',
      });
    });

    it('lets only one of two simultaneous changes to the same number succeed', async () => {
      const api = await setup({ contacts: [rossi, bianchi] });
      const results = await Promise.all(
        api.ids.map((id) => api.put(`/v1/contacts/${id}`, { number: '0655555555' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual(error(messages.contactNumberExists));
    });
  });
});
