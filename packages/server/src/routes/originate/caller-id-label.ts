import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { contacts } from '../../db/schema/index.js';

/**
 * The caller-ID label of a click-to-call: the description given, else the name of the directory contact with
 * that number (compared after dropping spaces, dots, dashes and brackets on both sides), else the number.
 * @see ../../../../shared/pbx-api-reference.md#endpoints ("Rules per endpoint" 1)
 */
export async function callerIdLabel(
  db: Database,
  accountId: number,
  cleanedNumber: string,
  description: string | undefined,
): Promise<string> {
  const given = description?.trim();
  if (given) return given;
  const [contact] = await db
    .select({ name: contacts.name })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        eq(sql`regexp_replace(${contacts.number}, '[^0-9+]', '', 'g')`, cleanedNumber),
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(1);
  return contact?.name ?? cleanedNumber;
}
