import type { Switch } from '@centralino/schemas';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { Database } from '../../db/database.js';
import { switches } from '../../db/schema/index.js';

/** A switch row. */
export type SwitchRow = typeof switches.$inferSelect;

/**
 * A switch as the API shows it: the action as an object, `active` derived from `status` (1 = active).
 * @see ../../../../shared/pbx-api-reference.md#switch
 */
export function switchView(row: SwitchRow): Switch {
  const status = row.status === 1 ? 1 : 0;
  return {
    id: row.id,
    description: row.description,
    activation: row.activation,
    action: { type: row.actionType, target: row.actionTarget, label: row.actionLabel },
    status,
    active: status === 1,
  };
}

/**
 * The account's switch with this id; 404 `Switch non trovato` otherwise (also for another account's id).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (24)
 */
export async function getSwitch(db: Database, accountId: number, id: number): Promise<Switch> {
  const [row] = await db
    .select()
    .from(switches)
    .where(and(eq(switches.accountId, accountId), eq(switches.id, id)))
    .limit(1);
  if (!row) throw new ApiError(404, messages.switchNotFound);
  return switchView(row);
}
