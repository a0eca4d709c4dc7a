import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/*
 * An empty installations database with every migration applied, dumped into a cache folder (the demo's
 * `node_modules/.cache/centralino`): a new in-memory database loaded from it skips PGlite's initdb and the
 * migrations (~1 s instead of 4). Its file is named after the migrations, so a change of them makes a new one
 * (older ones are removed). The server keeps its own the same way (`pglite-template-*.tar`).
 */

const PREFIX = 'installations-template-';

/** The cached template for the current migrations, if `cacheDir` has one. */
export function readInstallationsTemplate(cacheDir: string, migrationsFolder: string): Blob | undefined {
  try {
    return new Blob([readFileSync(templateFile(cacheDir, migrationsFolder))]);
  } catch {
    return undefined;
  }
}

/**
 * Keeps `client` (new, just migrated, empty) as the template. Several processes may do it at once: each writes
 * its own copy and renames it in place. A cache that cannot be written costs the time it would save, no more.
 */
export async function keepInstallationsTemplate(
  client: PGlite,
  cacheDir: string,
  migrationsFolder: string,
): Promise<void> {
  const file = templateFile(cacheDir, migrationsFolder);
  const partial = `${file}.${process.pid}.partial`;
  try {
    const dump = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    for (const name of readdirSync(cacheDir)) {
      const path = join(cacheDir, name);
      if (name.startsWith(PREFIX) && name.endsWith('.tar') && path !== file) rmSync(path, { force: true });
    }
  } catch {
    rmSync(partial, { force: true });
  }
}

/** Named after a hash of every migration file, in order. */
function templateFile(cacheDir: string, migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return join(cacheDir, `${PREFIX}${hash.digest('hex').slice(0, 16)}.tar`);
}
