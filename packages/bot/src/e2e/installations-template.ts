import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import {
  type InstallationsLocation,
  openInstallationsDb,
} from '../tenancy/installations/installations-db.js';

/*
 * An installable bot's database in memory, as the e2e kits start it: loaded from a dump of one opened (and migrated)
 * once per test process (from the workspace's cached template), instead of PGlite's initdb for every bot (~1 s
 * instead of 4 on two cores).
 */

let template: Promise<Blob> | undefined;

/** The workspace's cache, where the demo keeps its template too: the first process to open one keeps it. */
const CACHE = fileURLToPath(new URL('../../../../node_modules/.cache/centralino', import.meta.url));

async function dumpOfNewDatabase(): Promise<Blob> {
  const handle = await openInstallationsDb({ memory: true, templateCache: CACHE });
  try {
    return await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

/** `where` itself, or for PGlite in memory the same database started from the process's template. */
export async function withTemplate(where: InstallationsLocation): Promise<InstallationsLocation> {
  if (!('memory' in where) || where.template) return where;
  template ??= dumpOfNewDatabase().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return { memory: true, template: await template };
}
