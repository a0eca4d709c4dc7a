import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.js';
import { type PublishablePackage, readManifest } from './publishable-packages.js';
import { runCommand } from './run-command.js';

/** A package packed into a tarball. */
export interface PackedPackage {
  name: string;
  tarball: string;
}

/**
 * Packs each package with `pnpm pack` (which runs its `prepack`, rewrites `workspace:` ranges and applies
 * `publishConfig`) into `destination`. One at a time: the builds share project references.
 */
export async function packPackages(
  packages: PublishablePackage[],
  destination: string,
): Promise<PackedPackage[]> {
  mkdirSync(destination, { recursive: true });
  const [command, ...prefix] = pnpmCommand();
  const packed: PackedPackage[] = [];
  for (const pkg of packages) {
    const before = new Set(readdirSync(destination));
    await runCommand(command!, [...prefix, 'pack', '--pack-destination', destination], { cwd: pkg.dir });
    const created = readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file));
    if (created.length !== 1)
      throw new Error(`pnpm pack of ${pkg.name} produced ${created.join(', ') || 'nothing'}`);
    packed.push({ name: pkg.name, tarball: join(destination, created[0]!) });
  }
  return packed;
}

/** The pnpm the repository pins (`packageManager`): the one on the PATH if it is that version, else via npx. */
function pnpmCommand(): string[] {
  const pinned = readManifest(join(repoRoot, 'package.json')).packageManager?.replace(/^pnpm@/, '');
  try {
    if (execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim() === pinned) return ['pnpm'];
  } catch {
    // not on the PATH
  }
  return ['npx', '-y', `pnpm@${pinned}`];
}
