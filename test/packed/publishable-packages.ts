import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.js';

/** A workspace package that is published (its package.json is not `private`). */
export interface PublishablePackage {
  name: string;
  dir: string;
  manifest: PackageManifest;
}

/** The fields of a package.json the checks read. */
export interface PackageManifest {
  name: string;
  version: string;
  private?: boolean;
  packageManager?: string;
  engines?: Record<string, string>;
  exports?: Record<string, unknown>;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Every package under `packages/` that is not private, in directory order. */
export function publishablePackages(): PublishablePackage[] {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(packagesDir, entry.name))
    .map((dir) => ({ dir, manifest: readManifest(join(dir, 'package.json')) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
}

/** Reads and parses a package.json. */
export function readManifest(path: string): PackageManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageManifest;
}
