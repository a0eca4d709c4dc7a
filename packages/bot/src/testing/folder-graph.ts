import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

/**
 * The bot's folders as layers, bottom to top: the core every feature stands on, the features, the registry
 * built from the feature list, and the composition root (the process runtime, the CLI, the package's face).
 * An import from a lower layer to a higher one, or from one feature to another, points "back up".
 */
export type Layer = 'core' | 'feature' | 'registry' | 'root';

const rank: Record<Layer, number> = { core: 0, feature: 1, registry: 2, root: 3 };

/** Folders above the core; every other folder of `src/` is core. `alerts` was a feature before `features/`. */
export function layerOf(folder: string): Layer {
  if (folder.startsWith('features/') || folder === 'alerts') return 'feature';
  if (folder === 'features' || folder === 'registry') return 'registry';
  if (folder === 'runtime' || folder === 'cli' || folder === '(root)') return 'root';
  return 'core';
}

/** Test code: test files and their helpers, fixtures, the end-to-end suites and test kits. */
export function isTestFile(path: string): boolean {
  return (
    /\.(test|test-helpers|fixture)\.ts$/.test(path) ||
    /-test-kit\.ts$/.test(path) ||
    path.startsWith('e2e/') ||
    path.startsWith('testing/')
  );
}

/** The folder a file belongs to: its top folder under `src/`, the feature's folder under `features/`. */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '(root)';
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0]!;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g;

/** Relative imports of a source text, as written. */
export function relativeImports(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (spec?.startsWith('.')) out.push(spec);
  }
  return out;
}

export interface SourceFile {
  /** Path under `src/`, with `/`. */
  path: string;
  lines: number;
  /** Files it imports (paths under `src/`). */
  imports: string[];
}

function listTs(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listTs(full));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

/** Every `.ts` file under `srcDir` with its line count and the files it imports. */
export function readSources(srcDir: string): SourceFile[] {
  const root = resolve(srcDir);
  return listTs(root)
    .sort()
    .map((full) => {
      const text = readFileSync(full, 'utf8');
      const path = relative(root, full).split(sep).join('/');
      const imports = relativeImports(text).map((spec) =>
        posix.normalize(posix.join(posix.dirname(path), spec)).replace(/\.js$/, '.ts'),
      );
      return { path, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0), imports };
    });
}

export interface Arrow {
  from: string;
  to: string;
  /** How many imports make it. */
  imports: number;
  backUp: boolean;
}

export interface FolderGraph {
  arrows: Arrow[];
  backUp: Arrow[];
  /** Groups of folders that reach each other (strongly connected, more than one folder). */
  folderCycles: string[][];
  /** Files that import each other in a cycle (what Biome's `noImportCycles` refuses). */
  fileCycles: string[][];
  largest: { path: string; lines: number }[];
}

function isBackUp(from: string, to: string): boolean {
  const a = layerOf(from);
  const b = layerOf(to);
  if (rank[a] < rank[b]) return true;
  return a === 'feature' && b === 'feature' && from !== to;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(edges: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!indices.has(v)) visit(v);
  return out;
}

/**
 * The folder graph of the imports made by `files` (production or test files, as the caller chose); file cycles
 * are looked for among `universe` (default: `files`).
 */
export function folderGraph(
  files: readonly SourceFile[],
  universe: readonly SourceFile[] = files,
): FolderGraph {
  const known = new Set(universe.map((f) => f.path));
  const counts = new Map<string, number>();
  const fileEdges = new Map<string, Set<string>>();
  const folderEdges = new Map<string, Set<string>>();
  for (const file of universe) {
    fileEdges.set(file.path, new Set(file.imports.filter((target) => known.has(target))));
  }
  for (const file of files) {
    const from = folderOf(file.path);
    for (const target of file.imports) {
      const to = folderOf(target);
      if (to === from) continue;
      const key = `${from}\u0000${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (!folderEdges.has(from)) folderEdges.set(from, new Set());
      folderEdges.get(from)!.add(to);
    }
  }
  const arrows = [...counts]
    .map(([key, imports]) => {
      const [from, to] = key.split('\u0000') as [string, string];
      return { from, to, imports, backUp: isBackUp(from, to) };
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  return {
    arrows,
    backUp: arrows.filter((a) => a.backUp),
    folderCycles: cycles(folderEdges),
    fileCycles: cycles(fileEdges),
    largest: [...files]
      .sort((a, b) => b.lines - a.lines)
      .slice(0, 5)
      .map(({ path, lines }) => ({ path, lines })),
  };
}

/** The bot's `src/` folder. */
export const botSrc = resolve(dirname(new URL(import.meta.url).pathname), '..');
