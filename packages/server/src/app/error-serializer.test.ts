import { messages } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { executeRows } from '../db/execute-rows.js';
import { contacts } from '../db/schema/index.js';
import { openApiSession } from '../testing/api-session.js';
import { forEachBackend } from '../testing/test-database.js';

const SECRET = 'segreto-3471234567';

forEachBackend((ctx) => {
  it('logs a failed query with its statement and SQLSTATE, never the values it was given', async () => {
    // A rule only this file's database has, so that a valid request makes the query fail for real.
    await executeRows(
      ctx.db,
      "alter table contacts add constraint notes_never_secret check (notes is null or notes not like 'segreto-%')",
    );
    const api = await openApiSession(ctx.db, { contacts: [{ number: '0612345678', name: 'Studio Rossi' }] });
    const [row] = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, api.account.id));
    const res = await api.put(`/v1/contacts/${row?.id}`, { notes: SECRET, name: 'Anna Riservata' });
    expect([res.status, res.body]).toEqual([500, { success: false, error: messages.internalError }]);

    const text = api.logs.join('\n');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('Anna Riservata');
    expect(text).not.toContain('params:');
    const entry = api.logs.map((line) => JSON.parse(line)).find((e) => e.msg === 'unhandled error');
    expect(entry.err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringMatching(/^Failed query: update "contacts" set /),
      query: expect.stringContaining('update "contacts"'),
      stack: expect.stringMatching(/^DrizzleQueryError: Failed query: update[^\n]*\n\s+at /),
      cause: { code: '23514', constraint: 'notes_never_secret' },
    });
    expect(entry.err.params).toBeUndefined();
  });
});
