import { describe, expect, it } from 'vitest';
import { publicDocument, sandboxDocument } from './documents.js';

/**
 * Names a generated client may not give a type: JavaScript's globals (a schema named `Error` or `Date` shadows
 * the built-in in generated TypeScript), and `Time`, the standard time type of the Go and Java clients that
 * other generators emit.
 */
const reserved = new Set([...Object.getOwnPropertyNames(globalThis), 'Time']);

describe('component names', () => {
  it.each([
    ['public', publicDocument()],
    ['sandbox', sandboxDocument()],
  ])('no schema of the %s document shadows a built-in of generated code', (_, doc) => {
    const names = Object.keys(doc.components?.schemas ?? {});
    expect(names.filter((name) => reserved.has(name))).toEqual([]);
  });
});
