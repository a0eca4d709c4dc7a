/**
 * Measures how the bot's folders import each other: `pnpm --filter @centralino/bot exec tsx
 * scripts/folder-imports.ts [--list]`. Production code and test code (tests, fixtures, e2e, test kits) are
 * counted apart; the layering is `layerOf` in `src/testing/folder-graph.ts`.
 */
import {
  botSrc,
  type FolderGraph,
  folderGraph,
  isTestFile,
  readSources,
} from '../src/testing/folder-graph.js';

const list = process.argv.includes('--list');
const files = readSources(botSrc);
const production = files.filter((f) => !isTestFile(f.path));
const tests = files.filter((f) => isTestFile(f.path));

function report(title: string, graph: FolderGraph, count: number): void {
  const folders = new Set(graph.arrows.flatMap((a) => [a.from, a.to]));
  console.log(`\n## ${title}: ${count} files, ${folders.size} folders`);
  console.log(`arrows between folders: ${graph.arrows.length}`);
  console.log(`pointing back up:       ${graph.backUp.length}`);
  for (const a of graph.backUp) console.log(`  ${a.from} → ${a.to} (${a.imports})`);
  console.log(`folder cycles:          ${graph.folderCycles.length}`);
  for (const c of graph.folderCycles) console.log(`  ${c.join(' ⇄ ')}`);
  console.log(`file cycles:            ${graph.fileCycles.length}`);
  for (const c of graph.fileCycles) console.log(`  ${c.join(' ⇄ ')}`);
  console.log('largest files:');
  for (const f of graph.largest) console.log(`  ${f.lines} ${f.path}`);
  if (list)
    for (const a of graph.arrows) console.log(`  ${a.backUp ? '↑' : ' '} ${a.from} → ${a.to} (${a.imports})`);
}

report('production code', folderGraph(production), production.length);
report('test code (arrows from test files)', folderGraph(tests, files), tests.length);
