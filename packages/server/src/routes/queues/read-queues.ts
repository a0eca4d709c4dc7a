import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { extensions, queueMembers, queues } from '../../db/schema/index.js';

/** A configured member of a queue. */
export interface ConfiguredMember {
  internalNumber: string;
  description: string;
  penalty: number;
}

/** A queue as configured on the exchange, with its members in display order. */
export type ConfiguredQueue = typeof queues.$inferSelect & { members: ConfiguredMember[] };

/**
 * The account's queues (all, or the one named) with their members, in creation order.
 * @see ../../../../shared/pbx-api-reference.md#queue-configuration
 */
export async function readQueues(db: Database, accountId: number, name?: string): Promise<ConfiguredQueue[]> {
  const rows = await db
    .select()
    .from(queues)
    .where(and(eq(queues.accountId, accountId), name === undefined ? undefined : eq(queues.queueName, name)))
    .orderBy(asc(queues.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({
      queueId: queueMembers.queueId,
      internalNumber: extensions.internalNumber,
      description: extensions.description,
      penalty: queueMembers.penalty,
    })
    .from(queueMembers)
    .innerJoin(
      extensions,
      and(eq(extensions.accountId, queueMembers.accountId), eq(extensions.id, queueMembers.extensionId)),
    )
    .where(
      inArray(
        queueMembers.queueId,
        rows.map((q) => q.id),
      ),
    )
    .orderBy(asc(queueMembers.position), asc(queueMembers.id));
  return rows.map((q) => ({
    ...q,
    members: members
      .filter((m) => m.queueId === q.id)
      .map(({ internalNumber, description, penalty }) => ({ internalNumber, description, penalty })),
  }));
}
