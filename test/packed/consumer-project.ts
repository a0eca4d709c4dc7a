import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from '../repo-root.js';
import type { PackedPackage } from './pack-packages.js';
import { readManifest } from './publishable-packages.js';

/** The consumer's sources, copied as they are into the fresh project. */
const consumerSources = join(import.meta.dirname, 'consumer');

/** The module settings a consumer may use; each is type-checked strictly, without `skipLibCheck`. */
export const resolutionModes = {
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'preserve', moduleResolution: 'bundler' },
} as const;

/**
 * Writes a fresh npm project in `dir` (outside the workspace) that depends on the tarballs and on the
 * TypeScript and Node types the workspace uses, with one tsconfig per resolution mode.
 */
export function writeConsumerProject(dir: string, packed: PackedPackage[]): void {
  mkdirSync(join(dir, 'src'), { recursive: true });
  const dependencies = Object.fromEntries(
    packed.map(({ name, tarball }) => [name, `file:${relative(dir, tarball)}`]),
  );
  const workspaceVersion = (name: string) =>
    readManifest(join(repoRoot, 'node_modules', name, 'package.json')).version;
  const manifest = {
    name: 'centralino-consumer',
    private: true,
    type: 'module',
    dependencies,
    devDependencies: {
      typescript: workspaceVersion('typescript'),
      '@types/node': workspaceVersion('@types/node'),
    },
  };
  writeJson(join(dir, 'package.json'), manifest);
  const base = { target: 'ES2022', lib: ['ES2023'], types: ['node'], strict: true };
  for (const [mode, settings] of Object.entries(resolutionModes)) {
    writeJson(join(dir, `tsconfig.${mode}.json`), {
      compilerOptions: { ...base, ...settings, skipLibCheck: false, noEmit: true },
      files: ['src/use-client.ts'],
    });
  }
  // The runnable whole also starts the server, whose Drizzle dependency ships declarations that fail a
  // library check (optional drivers it does not install): its users compile with skipLibCheck.
  writeJson(join(dir, 'tsconfig.json'), {
    compilerOptions: { ...base, ...resolutionModes.node16, skipLibCheck: true, outDir: 'out' },
    include: ['src'],
  });
  for (const file of ['main.ts', 'use-client.ts'])
    copyFileSync(join(consumerSources, file), join(dir, 'src', file));
  copyFileSync(join(consumerSources, 'require-entries.cjs'), join(dir, 'require-entries.cjs'));
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
