import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from './migrate.js';

/*
 * The template: an empty PGlite database with every migration applied, dumped (`dumpDataDir`) into a cache folder.
 * A new in-memory database loaded from it skips PGlite's initdb and the migrations: ~1 s to open instead of 3–4 s.
 * Its file is named after the PGlite version and the migrations, so a change of either makes a new one (older ones
 * are removed).
 */

/** The cached template for the current PGlite and migrations, if one was kept in `cacheDir`. */
export function readPgliteTemplate(cacheDir: string): Blob | undefined {
  try {
    return new Blob([readFileSync(templateFile(cacheDir))]);
  } catch {
    return undefined;
  }
}

/**
 * Keeps `client` (new and just migrated, nothing else in it yet) as the template. Several processes may do it at
 * once: each writes its own copy and renames it in place, so a reader never sees half a file. A cache that cannot
 * be written costs the time it would save, nothing else.
 */
export async function keepPgliteTemplate(client: PGlite, cacheDir: string): Promise<void> {
  const file = templateFile(cacheDir);
  const partial = `${file}.${process.pid}.partial`;
  try {
    const dump = await client.dumpDataDir('none');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    removeOtherTemplates(cacheDir, file);
  } catch {
    // a read-only or full disk: the next start builds its database the long way again
    try {
      rmSync(partial, { force: true });
    } catch {
      // nothing was written
    }
  }
}

function templateFile(cacheDir: string): string {
  return join(cacheDir, `pglite-template-${templateKey()}.tar`);
}

/** Hash of the PGlite version and of every migration file, in order. */
function templateKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('.json')) continue;
    hash.update(name).update(readFileSync(join(migrationsFolder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite' && manifest.version) return manifest.version;
    } catch {
      // not the package's own folder yet
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

function removeOtherTemplates(cacheDir: string, keep: string): void {
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (name.startsWith('pglite-template-') && name.endsWith('.tar') && path !== keep) {
      rmSync(path, { force: true });
    }
  }
}
