#!/usr/bin/env node
// Removes from a package's dist/ the compiled files whose source in src/ no longer exists (a source moved or
// removed since the last build): `tsc --build` never deletes them, and `pnpm pack` would ship them. Run from the
// package folder after `tsc --build` (its `prepack`); `--keep <folder>` leaves a folder of dist/ alone (a build
// output that is not compiled from src/, such as the server's CLI bundle).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const keep = new Set();
for (let i = 2; i < process.argv.length; i++) {
  if (process.argv[i] === '--keep' && process.argv[i + 1]) keep.add(process.argv[++i]);
}
const COMPILED = /\.(d\.ts\.map|d\.ts|js\.map|js)$/;

function sourcesOf(file) {
  const base = file.replace(/^dist\//, 'src/').replace(COMPILED, '');
  return [`${base}.ts`, `${base}.tsx`, `${base}.mts`, `${base}.d.ts`];
}

function walk(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return keep.has(relative('dist', path)) ? [] : walk(path);
    return [path];
  });
}

let removed = 0;
for (const file of walk('dist')) {
  if (!COMPILED.test(file)) continue;
  if (sourcesOf(file).some((source) => existsSync(source))) continue;
  rmSync(file);
  removed++;
}
if (removed > 0) console.log(`prune-stale-dist: removed ${removed} file(s) whose source is gone`);
