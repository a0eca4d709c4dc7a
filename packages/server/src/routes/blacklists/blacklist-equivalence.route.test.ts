import { messages, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { openApiSession } from '../../testing/api-session.js';
import { forEachBackend } from '../../testing/test-database.js';

const numbersSchema = publicRoutes.listBlacklistNumbers.responses[200].schema;
const duplicate = [409, { success: false, error: messages.blacklistNumberExists }];

/* The exchange treats `+39 333…`, `0039 333…` and `333…` as one caller: a blacklist holds it once. */
forEachBackend((ctx) => {
  describe('one caller, one entry', () => {
    it.each([
      ['the national form after +39', '+393331234567', '3331234567'],
      ['+39 after the national form', '3331234567', '+393331234567'],
      ['a landline with and without +39', '0612345678', '+390612345678'],
      ['a prefix block with +39', '^0899', '^+390899'],
      ['0039 for +39', '3331234567', '00393331234567'],
      ['another country with 00 for +', '+442071234567', '00442071234567'],
    ])('refuses %s with 409 (POST)', async (_name, stored, typed) => {
      const api = await openApiSession(ctx.db, {
        blacklists: [{ name: 'spam', numbers: [{ number: stored }] }],
      });
      const res = await api.post('/v1/blacklists/spam/numbers', { number: typed });
      expect([res.status, res.body]).toEqual(duplicate);
      const left = numbersSchema.parse((await api.get('/v1/blacklists/spam/numbers')).body);
      expect(left.data.map((n) => n.number)).toEqual([stored]);
    });

    it('keeps numbers that are different callers apart', async () => {
      const api = await openApiSession(ctx.db, {
        blacklists: [{ name: 'spam', numbers: [{ number: '3331234567' }] }],
      });
      // another country's 333… and a prefix block of the same digits are not the caller 333…
      for (const number of ['+13331234567', '^3331234567', '33312345678']) {
        const res = await api.post('/v1/blacklists/spam/numbers', { number });
        expect([number, res.status]).toEqual([number, 201]);
      }
    });

    it('refuses changing an entry to another spelling of a number held by another entry (PUT 409)', async () => {
      const api = await openApiSession(ctx.db, {
        blacklists: [{ name: 'spam', numbers: [{ number: '+393331234567' }, { number: '0612345678' }] }],
      });
      const [first, second] = numbersSchema.parse((await api.get('/v1/blacklists/spam/numbers')).body).data;
      const dup = await api.put(`/v1/blacklists/spam/numbers/${second!.id}`, { number: '3331234567' });
      expect([dup.status, dup.body]).toEqual(duplicate);
      // its own number in another spelling is no duplicate
      const own = await api.put(`/v1/blacklists/spam/numbers/${first!.id}`, { number: '3331234567' });
      expect(own.status).toBe(200);
      // an unknown id is still 404, even with a number that is taken
      const unknown = await api.put('/v1/blacklists/spam/numbers/999', { number: '0612345678' });
      expect([unknown.status, unknown.body]).toEqual([
        404,
        { success: false, error: messages.blacklistNumberNotFound },
      ]);
    });

    it('lets one of several simultaneous adds of one caller in different spellings succeed', async () => {
      const api = await openApiSession(ctx.db, { blacklists: [{ name: 'spam' }, { name: 'altra' }] });
      const spellings = ['+393331234567', '3331234567', '00393331234567', '3331234567'];
      const results = await Promise.all(
        spellings.map((number) => api.post('/v1/blacklists/spam/numbers', { number })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      expect(numbersSchema.parse((await api.get('/v1/blacklists/spam/numbers')).body).count).toBe(1);
      // another blacklist may hold the same caller
      expect((await api.post('/v1/blacklists/altra/numbers', { number: '3331234567' })).status).toBe(201);
    });
  });
});
