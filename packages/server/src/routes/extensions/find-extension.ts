import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared.js';
import { extensions } from '../../db/schema/index.js';

export type ExtensionRow = typeof extensions.$inferSelect;

const accountExtensions = preparedStatement((db) =>
  db
    .select()
    .from(extensions)
    .where(eq(extensions.accountId, sql.placeholder('accountId')))
    .orderBy(asc(extensions.id))
    .prepare('account_extensions'),
);

/** The account's extensions, in id order. */
export function listAccountExtensions(db: Database, accountId: number): Promise<ExtensionRow[]> {
  return accountExtensions(db).execute({ accountId });
}

/**
 * One extension of the account by internal number or technical name (`201` or `SIP/studio-201`); the
 * internal number wins if both match different extensions.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoint 4)
 */
export async function findExtension(
  db: Database,
  accountId: number,
  number: string,
): Promise<ExtensionRow | undefined> {
  const [row] = await db
    .select()
    .from(extensions)
    .where(
      and(
        eq(extensions.accountId, accountId),
        or(eq(extensions.internalNumber, number), eq(extensions.extension, number)),
      ),
    )
    .orderBy(sql`(${extensions.internalNumber} = ${number}) desc`)
    .limit(1);
  return row;
}
