import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../../testing/test-account.js';
import { forEachBackend } from '../../testing/test-database.js';
import type { Database } from '../database.js';
import { openDatabase } from '../open-database.js';
import { syncIdentitySequence } from '../sync-identity-sequence.js';
import { accountIdCounters } from './account-ids.js';
import { accountRows, accountScopedKinds } from './account-ids.test-helpers.js';
import { contacts } from './contacts.js';

const newContact = (accountId: number, number: string) =>
  ({ accountId, number, name: `Contatto ${number}` }) as const;

async function contactIds(db: Database, accountId: number): Promise<number[]> {
  const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

forEachBackend((ctx) => {
  describe('ids numbered per account', () => {
    it.each(accountScopedKinds)('%s: two accounts inserting in turn each count 1, 2, 3', async (kind) => {
      const a = await accountRows(ctx.db, (await createTestAccount(ctx.db)).account.id);
      const b = await accountRows(ctx.db, (await createTestAccount(ctx.db)).account.id);
      const ids: { a: number[]; b: number[] } = { a: [], b: [] };
      for (let i = 0; i < 3; i++) {
        ids.a.push(await a(kind));
        ids.b.push(await b(kind));
      }
      // The rows the kit needs first: one webhook endpoint (the deliveries' target).
      const first = kind === 'webhook_endpoints' ? 2 : 1;
      expect(ids).toEqual({ a: [first, first + 1, first + 2], b: [first, first + 1, first + 2] });
    });

    it('keeps a chosen id and continues after it, for that account only', async () => {
      const { account } = await createTestAccount(ctx.db);
      const { account: other } = await createTestAccount(ctx.db);
      await ctx.db.insert(contacts).values({ id: 40, ...newContact(account.id, '061') });
      await ctx.db.insert(contacts).values([newContact(account.id, '062'), newContact(other.id, '062')]);
      expect(await contactIds(ctx.db, account.id)).toEqual([40, 41]);
      expect(await contactIds(ctx.db, other.id)).toEqual([1]);
      // A chosen id below the counter does not move it back.
      await ctx.db.insert(contacts).values({ id: 7, ...newContact(account.id, '063') });
      await ctx.db.insert(contacts).values(newContact(account.id, '064'));
      expect(await contactIds(ctx.db, account.id)).toEqual([7, 40, 41, 42]);
    });

    it('gives parallel inserts on one account distinct ids, and a rolled-back insert leaves no gap', async () => {
      const { account } = await createTestAccount(ctx.db);
      const inserted = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ctx.db.transaction(async (tx) => {
            const [row] = await tx
              .insert(contacts)
              .values(newContact(account.id, `07${i}`))
              .returning({ id: contacts.id });
            await tx.execute(sql`select pg_sleep(0.01)`); // keep the transaction open while others start
            return row!.id;
          }),
        ),
      );
      expect([...inserted].sort((x, y) => x - y)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
      await expect(
        ctx.db.transaction(async (tx) => {
          await tx.insert(contacts).values(newContact(account.id, '0799'));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const [next] = await ctx.db
        .insert(contacts)
        .values(newContact(account.id, '0800'))
        .returning({ id: contacts.id });
      expect(next!.id).toBe(13);
    });

    it('makes a second insert on the account wait for the first transaction, then take the next id', async () => {
      const { account } = await createTestAccount(ctx.db);
      const { account: other } = await createTestAccount(ctx.db);
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted!: () => void;
      const firstInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const first = ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(contacts).values(newContact(account.id, '091')).returning();
        inserted();
        await released;
        return row!.id;
      });
      await firstInserted;
      if (ctx.kind === 'postgres') {
        // Another account is not held up meanwhile (PGlite has one connection: everything waits there).
        const [theirs] = await ctx.db.insert(contacts).values(newContact(other.id, '091')).returning();
        expect(theirs!.id).toBe(1);
      }
      const events: string[] = [];
      const second = ctx.db
        .insert(contacts)
        .values(newContact(account.id, '092'))
        .returning()
        .then(([row]) => {
          events.push('second inserted');
          return row!.id;
        });
      await new Promise((r) => setTimeout(r, 100));
      events.push('first commits');
      release();
      expect(await first).toBe(1);
      expect(await second).toBe(2);
      expect(events).toEqual(['first commits', 'second inserted']);
    });

    it('syncIdentitySequence repairs counters behind the rows of each account', async () => {
      const { account } = await createTestAccount(ctx.db);
      await ctx.db.insert(contacts).values([newContact(account.id, '051'), newContact(account.id, '052')]);
      await ctx.db
        .delete(accountIdCounters)
        .where(and(eq(accountIdCounters.accountId, account.id), eq(accountIdCounters.kind, 'contacts')));
      await syncIdentitySequence(ctx.db, contacts);
      await ctx.db.insert(contacts).values(newContact(account.id, '053'));
      expect(await contactIds(ctx.db, account.id)).toEqual([1, 2, 3]);
    });

    it('continues numbering after a restart', { timeout: 60_000 }, async () => {
      const reopen = await restartable(ctx);
      try {
        let handle = await reopen();
        const { account } = await createTestAccount(handle.db);
        const { account: other } = await createTestAccount(handle.db);
        await handle.db
          .insert(contacts)
          .values([newContact(account.id, '011'), newContact(account.id, '012')]);
        await handle.db.insert(contacts).values(newContact(other.id, '011'));
        await handle.close();
        handle = await reopen();
        await handle.db.insert(contacts).values(newContact(other.id, '012'));
        await handle.db.insert(contacts).values(newContact(account.id, '013'));
        expect(await contactIds(handle.db, account.id)).toEqual([1, 2, 3]);
        expect(await contactIds(handle.db, other.id)).toEqual([1, 2]);
        await handle.close();
      } finally {
        await reopen.cleanup();
      }
    });
  });
});

/**
 * Opens the same database again and again, as a restarted server would: a PGlite directory, or (on
 * PostgreSQL) a new pool on the test file's database.
 */
async function restartable(ctx: { kind: string; database: { url: string | undefined } }) {
  const url = ctx.database.url;
  const dir = ctx.kind === 'pglite' ? await mkdtemp(join(tmpdir(), 'centralino-ids-')) : undefined;
  const reopen = () => openDatabase(url ? { url, maxConnections: 2 } : { dataDir: dir! });
  return Object.assign(reopen, {
    cleanup: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  });
}
