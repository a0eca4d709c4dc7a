import { fileURLToPath } from 'node:url';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';

/**
 * Where test runs keep the migrated PGlite template: the workspace's `node_modules/.cache` (ignored by git, rebuilt
 * when PGlite or a migration changes), shared with the bot's end-to-end server.
 */
const templateCache = fileURLToPath(new URL('../../../../node_modules/.cache/centralino', import.meta.url));

/**
 * A new, empty, migrated in-memory PGlite database, loaded from the cached template: every test file and e2e
 * server opens one, and the template spares each of them PGlite's initdb and the migrations.
 */
export async function openTestPglite(): Promise<DatabaseHandle> {
  return openDatabase({ memory: true, templateCache });
}
