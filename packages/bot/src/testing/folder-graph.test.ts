import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  botSrc,
  folderGraph,
  folderOf,
  isTestFile,
  layerFolders,
  layerOf,
  readSources,
  type SourceFile,
} from './folder-graph.js';

const file = (path: string, ...imports: string[]): SourceFile => ({ path, lines: 1, imports });

describe('folder graph', () => {
  it('maps files to folders and layers', () => {
    expect(folderOf('index.ts')).toBe('(root)');
    expect(folderOf('slack/slack-clients.ts')).toBe('slack');
    expect(folderOf('work/listeners/command.listener.ts')).toBe('work/listeners');
    expect(folderOf('features/queue/queue.parser.ts')).toBe('features/queue');
    expect(folderOf('feeds/kit/feed-keys.ts')).toBe('feeds/kit');
    expect(folderOf('e2e/security/payload.e2e.test.ts')).toBe('e2e');
    expect(layerOf('core/config')).toBe('core');
    expect(layerOf('slack')).toBe('slack');
    expect(layerOf('features/queue')).toBe('features');
    expect(layerOf('feeds/alerts')).toBe('feeds');
    expect(layerOf('app/runtime')).toBe('app');
    expect(layerOf('(root)')).toBe('root');
    expect(layerOf('gadgets')).toBeUndefined();
    expect(isTestFile('e2e/e2e-harness.ts')).toBe(true);
    expect(isTestFile('slack/views/view.fixture.ts')).toBe(true);
    expect(isTestFile('slack/views/blocks.ts')).toBe(false);
  });

  it('catches an import up a layer, between features or feeds, from a kit to its own, and in no layer', () => {
    const graph = folderGraph([
      file('core/config/a.ts', 'work/jobs/b.ts'),
      file('work/jobs/b.ts', 'core/config/a.ts'),
      file('features/kit/k.ts', 'features/queue/q.ts'),
      file('features/queue/q.ts', 'features/kit/k.ts', 'features/calls/c.ts', 'feeds/kit/f.ts'),
      file('features/calls/c.ts'),
      file('feeds/kit/f.ts', 'features/kit/k.ts', 'feeds/alerts/al.ts'),
      file(
        'feeds/alerts/al.ts',
        'feeds/kit/f.ts',
        'features/kit/k.ts',
        'features/queue/q.ts',
        'feeds/missed/m.ts',
      ),
      file('feeds/missed/m.ts'),
      file('gadgets/g.ts', 'core/config/a.ts'),
    ]);
    expect(graph.backUp.map((a) => `${a.from} → ${a.to}`)).toEqual([
      'core/config → work/jobs',
      'features/kit → features/queue',
      'features/queue → features/calls',
      'features/queue → feeds/kit',
      'feeds/alerts → features/queue',
      'feeds/alerts → feeds/missed',
      'feeds/kit → feeds/alerts',
      'gadgets → core/config',
    ]);
    expect(graph.folderCycles).toContainEqual(['core/config', 'work/jobs']);
  });

  it('each layer folder has its README', () => {
    expect(layerFolders.filter((layer) => !existsSync(join(botSrc, layer, 'README.md')))).toEqual([]);
  });

  it('the bot imports downward only: every file in a layer, no feature or feed imports another, no cycle', () => {
    const production = readSources(botSrc).filter((f) => !isTestFile(f.path));
    expect(production.filter((f) => layerOf(folderOf(f.path)) === undefined).map((f) => f.path)).toEqual([]);
    const graph = folderGraph(production);
    expect(graph.arrows.length).toBeGreaterThan(0);
    expect(graph.backUp.map((a) => `${a.from} → ${a.to}`)).toEqual([]);
    expect(graph.folderCycles).toEqual([]);
    expect(graph.fileCycles).toEqual([]);
  });
});
