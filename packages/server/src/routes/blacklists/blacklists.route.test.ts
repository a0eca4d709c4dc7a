import { type AccountFixtureInput, messages, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { openApiSession, RATE_LIMIT_HEADERS } from '../../testing/api-session.js';
import { forEachBackend } from '../../testing/test-database.js';

const schemas = {
  list: publicRoutes.listBlacklists.responses[200].schema,
  detail: publicRoutes.getBlacklist.responses[200].schema,
  created: publicRoutes.createBlacklist.responses[201].schema,
  numbers: publicRoutes.listBlacklistNumbers.responses[200].schema,
  added: publicRoutes.addBlacklistNumber.responses[201].schema,
  entry: publicRoutes.getBlacklistNumber.responses[200].schema,
  updated: publicRoutes.updateBlacklistNumber.responses[200].schema,
  deleted: publicRoutes.deleteBlacklistNumber.responses[200].schema,
};
const rateLimitHeaders = RATE_LIMIT_HEADERS;
const error = (message: string) => ({ success: false, error: message });

forEachBackend((ctx) => {
  /** A fresh account from a fixture (high limits) and request helpers for its key. */
  async function setup(fixture: Omit<AccountFixtureInput, 'context'> = {}) {
    return openApiSession(ctx.db, fixture);
  }

  describe('list, create, detail', () => {
    it('computes numbers_count and used_by_rules from the data', async () => {
      const api = await setup({
        voip_numbers: [{ number: '0212345678', provider: 'SBC' }],
        blacklists: [
          {
            name: 'spam',
            numbers: [{ number: '+39333' }, { number: '^0899', description: 'Numeri a pagamento' }],
            used_by_rules: ['0698765432', '0212345678'],
          },
          { name: 'aaa-idle' },
        ],
      });
      const list = await api.get('/v1/blacklists');
      expect(list.status).toBe(200);
      for (const header of rateLimitHeaders) expect(list.res.headers.get(header)).toMatch(/^\d+$/);
      expect(schemas.list.parse(list.body)).toEqual({
        success: true,
        data: [
          { name: 'aaa-idle', numbers_count: 0, used_by_rules: [] },
          { name: 'spam', numbers_count: 2, used_by_rules: ['0212345678', '0698765432'] },
        ],
        count: 2,
      });

      await api.post('/v1/blacklists/spam/numbers', { number: '0612345678' });
      const detail = schemas.detail.parse((await api.get('/v1/blacklists/spam')).body);
      expect(detail.data).toMatchObject({
        name: 'spam',
        numbers_count: 3,
        used_by_rules: ['0212345678', '0698765432'],
      });
      expect(detail.data.numbers.map((n) => [n.number, n.description])).toEqual([
        ['+39333', null],
        ['^0899', 'Numeri a pagamento'],
        ['0612345678', null],
      ]);
      const after = schemas.list.parse((await api.get('/v1/blacklists')).body);
      expect(after.data.find((b) => b.name === 'spam')?.numbers_count).toBe(3);
    });

    it('creates an empty, inactive blacklist (201) that then appears in the list', async () => {
      const api = await setup();
      const created = await api.post('/v1/blacklists', { name: 'Call_center-1' });
      expect(created.status).toBe(201);
      for (const header of rateLimitHeaders) expect(created.res.headers.get(header)).toMatch(/^\d+$/);
      expect(schemas.created.parse(created.body)).toEqual({
        success: true,
        data: { name: 'Call_center-1', numbers: [], numbers_count: 0, used_by_rules: [] },
      });
      expect(schemas.list.parse((await api.get('/v1/blacklists')).body).data).toEqual([
        { name: 'Call_center-1', numbers_count: 0, used_by_rules: [] },
      ]);
      expect(schemas.detail.parse((await api.get('/v1/blacklists/Call_center-1')).body).data.numbers).toEqual(
        [],
      );
    });

    it.each([
      ['forbidden characters', { name: 'spam list!' }, 400, messages.blacklistNameInvalid],
      ['a dot', { name: 'spam.it' }, 400, messages.blacklistNameInvalid],
      ['51 characters', { name: 'a'.repeat(51) }, 400, messages.blacklistNameTooLong],
      ['an empty name', { name: '' }, 400, messages.fieldEmpty('name')],
      ['no name', {}, 400, messages.requiredField('name')],
      ['a number as name', { name: 42 }, 400, messages.fieldWrongType('name', 'string')],
      ['an unknown field', { name: 'ok', extra: 1 }, 400, messages.unknownField('extra')],
    ])('refuses %s', async (_name, body, status, message) => {
      const api = await setup();
      const res = await api.post('/v1/blacklists', body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual(error(message));
    });

    it('accepts a 50-character name, refuses a taken one with 409, and allows the same name in another account', async () => {
      const api = await setup();
      const other = await setup();
      const name = 'b'.repeat(50);
      expect((await api.post('/v1/blacklists', { name })).status).toBe(201);
      expect(await api.post('/v1/blacklists', { name })).toMatchObject({
        status: 409,
        body: error(messages.blacklistNameExists),
      });
      expect((await other.post('/v1/blacklists', { name })).status).toBe(201);
    });

    it('answers 404 for an unknown blacklist on every route, including names of another account', async () => {
      const api = await setup();
      await setup({ blacklists: [{ name: 'theirs', numbers: [{ number: '123' }] }] });
      for (const [method, path, body] of [
        ['GET', '/v1/blacklists/theirs'],
        ['GET', '/v1/blacklists/theirs/numbers'],
        ['POST', '/v1/blacklists/theirs/numbers', { number: '123' }],
        ['GET', '/v1/blacklists/theirs/numbers/1'],
        ['PUT', '/v1/blacklists/theirs/numbers/1', { number: '456' }],
        ['DELETE', '/v1/blacklists/theirs/numbers/1'],
        ['GET', '/v1/blacklists/no%20such'],
      ] as const) {
        const res =
          method === 'GET'
            ? await api.get(path)
            : method === 'POST'
              ? await api.post(path, body)
              : method === 'PUT'
                ? await api.put(path, body)
                : await api.del(path);
        expect([method, path, res.status, res.body]).toEqual([
          method,
          path,
          404,
          error(messages.blacklistNotFound),
        ]);
      }
    });
  });

  describe('numbers', () => {
    it('adds (201), lists with count, reads one', async () => {
      const api = await setup({ blacklists: [{ name: 'spam' }] });
      const added = await api.post('/v1/blacklists/spam/numbers', {
        number: '^0899',
        description: 'Prefisso',
      });
      expect(added.status).toBe(201);
      const entry = schemas.added.parse(added.body).data;
      expect(entry).toEqual({ id: expect.any(Number), number: '^0899', description: 'Prefisso' });
      const bare = schemas.added.parse(
        (await api.post('/v1/blacklists/spam/numbers', { number: '+39#*1' })).body,
      );
      expect(bare.data.description).toBeNull();
      const empty = schemas.added.parse(
        (await api.post('/v1/blacklists/spam/numbers', { number: '0611', description: '' })).body,
      );
      expect(empty.data.description).toBeNull();

      const list = await api.get('/v1/blacklists/spam/numbers');
      for (const header of rateLimitHeaders) expect(list.res.headers.get(header)).toMatch(/^\d+$/);
      const parsed = schemas.numbers.parse(list.body);
      expect(parsed.count).toBe(3);
      expect(parsed.data.map((n) => n.number)).toEqual(['^0899', '+39#*1', '0611']);

      const one = await api.get(`/v1/blacklists/spam/numbers/${entry.id}`);
      expect(schemas.entry.parse(one.body)).toEqual({ success: true, data: entry });
    });

    it.each([
      ['letters', { number: '02abc' }, messages.blacklistNumberInvalid],
      ['spaces', { number: '02 123' }, messages.blacklistNumberInvalid],
      ['a ^ not leading', { number: '02^1' }, messages.blacklistNumberInvalid],
      ['26 characters', { number: '1'.repeat(26) }, messages.fieldTooLong('number', 25)],
      ['no number', {}, messages.requiredField('number')],
      [
        'a description over 100',
        { number: '02', description: 'x'.repeat(101) },
        messages.fieldTooLong('description', 100),
      ],
    ])('refuses to add %s with 400', async (_name, body, message) => {
      const api = await setup({ blacklists: [{ name: 'spam' }] });
      const res = await api.post('/v1/blacklists/spam/numbers', body);
      expect([res.status, res.body]).toEqual([400, error(message)]);
    });

    it('accepts 25 characters and a 100-character description', async () => {
      const api = await setup({ blacklists: [{ name: 'spam' }] });
      const res = await api.post('/v1/blacklists/spam/numbers', {
        number: '1'.repeat(25),
        description: 'd'.repeat(100),
      });
      expect(res.status).toBe(201);
    });

    it('refuses a duplicate in the same blacklist (409) but allows it in another', async () => {
      const api = await setup({
        blacklists: [{ name: 'a', numbers: [{ number: '0612345678' }] }, { name: 'b' }],
      });
      const dup = await api.post('/v1/blacklists/a/numbers', { number: '0612345678' });
      expect([dup.status, dup.body]).toEqual([409, error(messages.blacklistNumberExists)]);
      expect((await api.post('/v1/blacklists/b/numbers', { number: '0612345678' })).status).toBe(201);
    });

    it('answers 404 for an id of another blacklist or another account, 400 for a malformed id', async () => {
      const api = await setup({ blacklists: [{ name: 'a', numbers: [{ number: '111' }] }, { name: 'b' }] });
      // Entry ids count per account: the other account's second entry has an id this account does not use.
      const other = await setup({
        blacklists: [{ name: 'a', numbers: [{ number: '222' }, { number: '333' }] }],
      });
      const idInA = schemas.numbers.parse((await api.get('/v1/blacklists/a/numbers')).body).data[0]!.id;
      const otherId = schemas.numbers.parse((await other.get('/v1/blacklists/a/numbers')).body).data[1]!.id;
      for (const path of [`/v1/blacklists/b/numbers/${idInA}`, `/v1/blacklists/a/numbers/${otherId}`]) {
        for (const res of [
          await api.get(path),
          await api.put(path, { description: 'x' }),
          await api.del(path),
        ]) {
          expect([path, res.status, res.body]).toEqual([path, 404, error(messages.blacklistNumberNotFound)]);
        }
      }
      for (const id of ['1.5', 'abc', '0', '-3', '99999999999']) {
        const res = await api.get(`/v1/blacklists/a/numbers/${id}`);
        expect([id, res.status, res.body]).toEqual([id, 400, error(messages.invalidId)]);
      }
      expect((await api.get('/v1/blacklists/a/numbers/2147483647')).status).toBe(404);
    });

    it('updates only the fields given; empty or null description removes it', async () => {
      const api = await setup({
        blacklists: [{ name: 'spam', numbers: [{ number: '111', description: 'primo' }, { number: '222' }] }],
      });
      const [first, second] = schemas.numbers.parse((await api.get('/v1/blacklists/spam/numbers')).body).data;
      const path = `/v1/blacklists/spam/numbers/${first!.id}`;

      const number = await api.put(path, { number: '^333' });
      expect(number.status).toBe(200);
      expect(schemas.updated.parse(number.body).data).toEqual({
        id: first!.id,
        number: '^333',
        description: 'primo',
      });
      const description = schemas.updated.parse((await api.put(path, { description: 'nuova' })).body);
      expect(description.data).toEqual({ id: first!.id, number: '^333', description: 'nuova' });
      expect(schemas.updated.parse((await api.put(path, {})).body).data).toEqual(description.data);
      expect(
        schemas.updated.parse((await api.put(path, { description: '' })).body).data.description,
      ).toBeNull();
      await api.put(path, { description: 'di nuovo' });
      expect(
        schemas.updated.parse((await api.put(path, { description: null })).body).data.description,
      ).toBeNull();
      // Its own current number is not a duplicate.
      expect((await api.put(path, { number: '^333', description: 'x' })).status).toBe(200);
      expect(schemas.entry.parse((await api.get(path)).body).data).toEqual({
        id: first!.id,
        number: '^333',
        description: 'x',
      });

      const dup = await api.put(path, { number: second!.number });
      expect([dup.status, dup.body]).toEqual([409, error(messages.blacklistNumberExists)]);
      const long = await api.put(path, { number: '9'.repeat(26) });
      expect([long.status, long.body]).toEqual([400, error(messages.fieldTooLong('number', 25))]);
      const chars = await api.put(path, { number: 'abc' });
      expect([chars.status, chars.body]).toEqual([400, error(messages.blacklistNumberInvalid)]);
      const unknown = await api.put(path, { name: 'x' });
      expect([unknown.status, unknown.body]).toEqual([400, error(messages.unknownField('name'))]);
      const malformed = await api.put(`/v1/blacklists/spam/numbers/${first!.id}`, undefined);
      expect([malformed.status, malformed.body]).toEqual([400, error(messages.malformedJson)]);
    });

    it('deletes an entry: 200 {id, deleted}, then 404', async () => {
      const api = await setup({
        blacklists: [{ name: 'spam', numbers: [{ number: '111' }, { number: '222' }] }],
      });
      const [first] = schemas.numbers.parse((await api.get('/v1/blacklists/spam/numbers')).body).data;
      const path = `/v1/blacklists/spam/numbers/${first!.id}`;
      const deleted = await api.del(path);
      expect(deleted.status).toBe(200);
      for (const header of rateLimitHeaders) expect(deleted.res.headers.get(header)).toMatch(/^\d+$/);
      expect(schemas.deleted.parse(deleted.body)).toEqual({
        success: true,
        data: { id: first!.id, deleted: true },
      });
      expect((await api.get(path)).body).toEqual(error(messages.blacklistNumberNotFound));
      expect((await api.del(path)).status).toBe(404);
      const left = schemas.numbers.parse((await api.get('/v1/blacklists/spam/numbers')).body);
      expect([left.count, left.data.map((n) => n.number)]).toEqual([1, ['222']]);
      // The number can be added again.
      expect((await api.post('/v1/blacklists/spam/numbers', { number: '111' })).status).toBe(201);
    });
  });

  describe('concurrency', () => {
    it('lets exactly one of several simultaneous adds of a number succeed; the others get 409', async () => {
      const api = await setup({ blacklists: [{ name: 'spam' }] });
      const results = await Promise.all(
        Array.from({ length: 5 }, () => api.post('/v1/blacklists/spam/numbers', { number: '0699999999' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((r) => r.status === 409))
        expect(r.body).toEqual(error(messages.blacklistNumberExists));
      expect(schemas.numbers.parse((await api.get('/v1/blacklists/spam/numbers')).body).count).toBe(1);
    });

    it('lets exactly one of two simultaneous creations of a name succeed', async () => {
      const api = await setup();
      const results = await Promise.all([
        api.post('/v1/blacklists', { name: 'race' }),
        api.post('/v1/blacklists', { name: 'race' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('lets only one of two simultaneous renames to the same number succeed', async () => {
      const api = await setup({
        blacklists: [{ name: 'spam', numbers: [{ number: '1' }, { number: '2' }] }],
      });
      const entries = schemas.numbers.parse((await api.get('/v1/blacklists/spam/numbers')).body).data;
      const results = await Promise.all(
        entries.map((entry) => api.put(`/v1/blacklists/spam/numbers/${entry.id}`, { number: '3' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    });
  });
});
