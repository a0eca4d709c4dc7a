import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../testing/test-account.js';
import { forEachBackend } from '../testing/test-database.js';
import { DatabaseOpenError } from './database-error.js';
import { executeRows } from './execute-rows.js';
import { openDatabase } from './open-database.js';
import { contacts } from './schema/index.js';
import { syncIdentitySequence } from './sync-identity-sequence.js';

forEachBackend((ctx) => {
  it('applies the migrations, btree_gist included', async () => {
    const extensions = await executeRows<{ extname: string }>(ctx.db, sql`select extname from pg_extension`);
    expect(extensions.map((row) => row.extname)).toContain('btree_gist');
    const tables = await executeRows<{ table_name: string }>(
      ctx.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['accounts', 'api_keys', 'rate_limit_usage', 'bookings', 'idempotency_keys']),
    );
  });

  it('continues identity sequences after rows inserted with chosen ids', async () => {
    const { account } = await createTestAccount(ctx.db);
    await ctx.db.insert(contacts).values({ id: 5000, accountId: account.id, number: '0611', name: 'Chosen' });
    await syncIdentitySequence(ctx.db, contacts);
    const [next] = await ctx.db
      .insert(contacts)
      .values({ accountId: account.id, number: '0612', name: 'Next' })
      .returning({ id: contacts.id });
    expect(next!.id).toBeGreaterThan(5000);
  });

  it('runs transactions and rolls them back on error', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.execute(sql`create temporary table scratch (n int)`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(executeRows(ctx.db, sql`select * from scratch`)).rejects.toThrow();
  });
});

describe('openDatabase errors', () => {
  it.each([
    ['not a URL', 'nonsense', /^Invalid database URL/],
    ['another scheme', 'mysql://root@localhost/db', /scheme "mysql"/],
    ['a closed port', 'postgres://postgres:s3cret@127.0.0.1:1/db', /127\.0\.0\.1:1: connection refused/],
  ])('reports %s in one line without the password', async (_name, url, message) => {
    const error = await openDatabase({ url }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('s3cret');
  });
});
