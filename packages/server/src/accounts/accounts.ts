import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts } from '../db/schema/index.js';

/** An account row. */
export type Account = typeof accounts.$inferSelect;

/** Fields of a new account; everything but `context` has the product defaults. */
export type NewAccount = Omit<typeof accounts.$inferInsert, 'id' | 'createdAt'>;

/**
 * Creates an account (a customer exchange identified by `context`).
 * Throws a unique violation (see `isUniqueViolation`) if the context is taken.
 * @see ../../../shared/pbx-api-reference.md#account
 */
export async function createAccount(db: Database, input: NewAccount): Promise<Account> {
  const [account] = await db.insert(accounts).values(input).returning();
  return account!;
}

/** The account with this context, if any. */
export async function findAccountByContext(db: Database, context: string): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.context, context)).limit(1);
  return account;
}
