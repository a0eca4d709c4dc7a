import { describe, expect, it } from 'vitest';
import { type JsonShapeExcess, type JsonShapeLimit, jsonShapeExcess } from './json-shape.js';

const limit: JsonShapeLimit = { maxDepth: 3, maxValues: 6 };

describe('jsonShapeExcess', () => {
  const cases: [string, { given: string; want: JsonShapeExcess }][] = [
    ['a scalar', { given: '"x"', want: undefined }],
    ['three levels', { given: '{"a":[{"b":1}]}', want: undefined }],
    ['four levels', { given: '{"a":[{"b":[]}]}', want: 'depth' }],
    ['brackets inside strings do not count', { given: '{"a":"[[[[{{{{"}', want: undefined }],
    ['an escaped quote does not end the string', { given: '{"a":"\\"[[[[[["}', want: undefined }],
    ['an escaped backslash ends before the quote', { given: '["\\\\",[[[]]]]', want: 'depth' }],
    ['six values', { given: '{"a":[1,2,3],"b":4}', want: undefined }],
    ['seven values', { given: '{"a":[1,2,3],"b":[4]}', want: 'values' }],
    ['empty containers are one value each', { given: '[[],{},[ ],{ },"x"]', want: undefined }],
    ['commas inside strings do not count', { given: '["a,b,c,d,e,f,g,h"]', want: undefined }],
    ['depth is checked before the rest is read', { given: `${'['.repeat(10)}garbage`, want: 'depth' }],
  ];
  it.each(cases)('%s', (_, { given, want }) => {
    expect(jsonShapeExcess(given, limit)).toBe(want);
  });

  it('counts exactly the values of valid JSON', () => {
    const value = { a: [1, { b: null, c: 'x,y' }], d: {} };
    // values: root, a, 1, {b,c}, null, 'x,y', d = 7
    expect(jsonShapeExcess(JSON.stringify(value), { maxDepth: 10, maxValues: 7 })).toBeUndefined();
    expect(jsonShapeExcess(JSON.stringify(value), { maxDepth: 10, maxValues: 6 })).toBe('values');
  });
});
