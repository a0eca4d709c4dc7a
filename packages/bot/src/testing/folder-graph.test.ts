import { describe, expect, it } from 'vitest';
import { botSrc, folderGraph, folderOf, isTestFile, layerOf, readSources } from './folder-graph.js';

describe('folder graph', () => {
  it('maps files to folders and layers', () => {
    expect(folderOf('index.ts')).toBe('(root)');
    expect(folderOf('slack/command.listener.ts')).toBe('slack');
    expect(folderOf('features/queue/queue.parser.ts')).toBe('features/queue');
    expect(layerOf('slack')).toBe('core');
    expect(layerOf('features/queue')).toBe('feature');
    expect(layerOf('registry')).toBe('registry');
    expect(layerOf('runtime')).toBe('root');
    expect(isTestFile('e2e/e2e-harness.ts')).toBe(true);
    expect(isTestFile('views/view.fixture.ts')).toBe(true);
    expect(isTestFile('views/blocks.ts')).toBe(false);
  });

  it('the bot imports downward only: core ← features ← registry ← runtime, no feature imports another, no cycle', () => {
    const production = readSources(botSrc).filter((f) => !isTestFile(f.path));
    const graph = folderGraph(production);
    expect(graph.arrows.length).toBeGreaterThan(0);
    expect(graph.backUp.map((a) => `${a.from} → ${a.to}`)).toEqual([]);
    expect(graph.folderCycles).toEqual([]);
    expect(graph.fileCycles).toEqual([]);
  });
});
