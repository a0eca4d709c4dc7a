import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import type { PackageManifest } from './publishable-packages.js';

/** Paths a published package must not contain: tests, test helpers, build state, test-only entry points. */
const forbidden = /(^|\/)[^/]*(\.test(-helpers)?\.|-test-kit\.)|\.tsbuildinfo$|(^|\/)(testing|e2e)\//;

/**
 * What is wrong with an installed package, as sentences (none when it is sound): a README, no tests or build
 * state, `engines` as the repository's, every import resolvable (relative ones to a shipped file, bare ones to a
 * declared dependency), every export target shipped, and no compiled file without its shipped source.
 */
export function packageProblems(
  dir: string,
  manifest: PackageManifest,
  engines: Record<string, string>,
): string[] {
  const files = listFiles(dir);
  const shipped = new Set(files);
  const problems: string[] = [];
  if (!shipped.has('README.md')) problems.push('no README.md');
  for (const file of files.filter((path) => forbidden.test(path))) problems.push(`ships ${file}`);
  if (JSON.stringify(manifest.engines) !== JSON.stringify(engines)) {
    problems.push(`engines ${JSON.stringify(manifest.engines)} instead of ${JSON.stringify(engines)}`);
  }
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  for (const file of files.filter((path) => /^dist\/.*\.(js|d\.ts)$/.test(path))) {
    for (const specifier of importsOf(readFileSync(join(dir, file), 'utf8'))) {
      if (specifier.startsWith('.')) {
        const target = relative(dir, resolve(dir, dirname(file), specifier));
        const candidates = file.endsWith('.d.ts') ? [target.replace(/\.js$/, '.d.ts'), target] : [target];
        if (!candidates.some((candidate) => shipped.has(candidate)))
          problems.push(`${file} imports missing ${specifier}`);
      } else if (!isBuiltin(specifier) && !declared.has(packageOf(specifier))) {
        problems.push(`${file} imports undeclared ${specifier}`);
      }
    }
  }
  for (const target of exportTargets(manifest.exports)) {
    if (!existsSync(join(dir, target))) problems.push(`export target ${target} is not shipped`);
  }
  for (const file of files.filter((path) => /^dist\/.*\.js$/.test(path))) {
    const source = file.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts');
    if (!shipped.has(source)) problems.push(`${file} has no source ${source} (stale build output?)`);
  }
  return problems;
}

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(root, path);
    return [relative(root, path)];
  });
}

/** Module specifiers of static imports, re-exports, `import()` and `require()`, as TypeScript reads them. */
function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName);
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}
