import type { Database } from './database.js';

/**
 * A statement built and prepared once per database handle, then reused: Drizzle does not rebuild its SQL, and on
 * PostgreSQL the named statement is parsed and planned once per connection. Use it for statements every request
 * runs; pass `sql.placeholder(...)` for values and give them to `.execute({...})`.
 * @example
 * const byAccount = preparedStatement((db) =>
 *   db.select().from(t).where(eq(t.accountId, sql.placeholder('accountId'))).prepare('t_by_account'),
 * );
 * await byAccount(db).execute({ accountId });
 */
export function preparedStatement<P>(prepare: (db: Database) => P): (db: Database) => P {
  const statements = new WeakMap<Database, P>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
