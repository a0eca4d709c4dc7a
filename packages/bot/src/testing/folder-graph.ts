import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

/**
 * The bot's `src/` as layers, bottom to top: `core/` (config, i18n, Redis, ops, schedule), `pbx/` (PBX access and
 * budget), `slack/` (the Slack surface: client seam, views), `tenancy/` (installations, accounts, links), `work/`
 * (listeners, commands, operations, queue, jobs, workers, history and charts), `features/` (command features on
 * `features/kit`), `feeds/` (what the bot posts by itself, on `feeds/kit`), `app/` (registry, runtime, CLI) and the
 * package's face. An import from a layer to a higher one, from one feature or feed to another, from a kit to its
 * features, or from a feed to a command feature points "back up". Each layer's README.md says what lives there.
 */
export type Layer =
  | 'core'
  | 'pbx'
  | 'slack'
  | 'tenancy'
  | 'work'
  | 'features'
  | 'feeds'
  | 'app'
  | 'root'
  | 'tests';

const rank: Record<Layer, number> = {
  core: 0,
  pbx: 1,
  slack: 2,
  tenancy: 3,
  work: 4,
  features: 5,
  feeds: 6,
  app: 7,
  root: 8,
  tests: 9,
};

/** The layer folders of `src/`, bottom to top. */
export const layerFolders: readonly Layer[] = [
  'core',
  'pbx',
  'slack',
  'tenancy',
  'work',
  'features',
  'feeds',
  'app',
];

/** The layer of a folder as `folderOf` names it; `undefined` for a folder outside every layer. */
export function layerOf(folder: string): Layer | undefined {
  if (folder === '(root)') return 'root';
  const top = folder.split('/')[0]!;
  if (top === 'e2e' || top === 'testing') return 'tests';
  return layerFolders.find((layer) => layer === top);
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

/**
 * The folder a file belongs to: `<layer>/<folder>` (`work/jobs`, `feeds/kit`), the layer itself for a file right in
 * it (`slack/slack-clients.ts` → `slack`), `(root)` for `index.ts`, the top folder otherwise (`e2e`, `testing`).
 */
export function folderOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return '(root)';
  const layer = layerOf(parts[0]!);
  if (layer === undefined || layer === 'tests' || parts.length === 2) return parts[0]!;
  return `${parts[0]}/${parts[1]}`;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|declare module\s+['"]([^'"]+)['"]/g;

/** Relative imports (and module augmentations) of a source text, as written. */
export function relativeImports(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
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

/** The kits of the top layers: a feature may import `features/kit`, a feed `feeds/kit` and `features/kit`. */
const kits = new Set(['features/kit', 'feeds/kit']);

function isBackUp(from: string, to: string): boolean {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === undefined || b === undefined || rank[a] < rank[b]) return true;
  const sideways = (a === 'features' || a === 'feeds') && (b === 'features' || b === 'feeds');
  return sideways && from !== to && !kits.has(to);
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
