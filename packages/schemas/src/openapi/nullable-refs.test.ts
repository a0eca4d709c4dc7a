import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { publicDocument, sandboxDocument } from './documents.js';
import { fixNullableRefs } from './nullable-refs.js';

/** Every `allOf` that pairs a `$ref` with a type allowing null, anywhere in a document. */
function nullableAllOfs(node: unknown, path = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => nullableAllOfs(item, `${path}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  const own =
    Array.isArray(record.allOf) &&
    record.allOf.some((part) => part && typeof part === 'object' && '$ref' in part) &&
    JSON.stringify(record.allOf).includes('"null"')
      ? [path]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, value]) => nullableAllOfs(value, `${path}/${key}`)),
  ];
}

/** A JSON Schema 2020-12 validator for one component of the public document. */
function componentValidator(name: string) {
  const doc = publicDocument();
  const ajv = new Ajv2020({ strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'spec', components: doc.components });
  return ajv.compile({ $ref: `spec#/components/schemas/${name}` });
}

describe('nullable references', () => {
  it('are emitted so that null validates, in both documents', () => {
    expect(nullableAllOfs(publicDocument())).toEqual([]);
    expect(nullableAllOfs(sandboxDocument())).toEqual([]);
  });

  it('LiveMember.last_call accepts a timestamp and null, and nothing else', () => {
    const validate = componentValidator('LiveMember');
    const member = {
      extension: '101',
      name: 'Mario',
      status: 'AVAILABLE',
      status_code: 1,
      paused: false,
      in_call: false,
      calls_taken: 0,
      penalty: 0,
      callerid: '101',
      description: 'Reception',
    };
    expect(validate({ ...member, last_call: null }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...member, last_call: '2025-06-02 09:30:00' }), JSON.stringify(validate.errors)).toBe(
      true,
    );
    expect(validate({ ...member, last_call: 42 })).toBe(false);
  });

  it('rewrites allOf [ref, nullable type] as anyOf [ref, null], keeping the other keywords', () => {
    const input = {
      properties: {
        at: {
          allOf: [
            { $ref: '#/components/schemas/Timestamp' },
            { type: ['string', 'null'], description: 'When.' },
          ],
        },
        plain: { allOf: [{ $ref: '#/components/schemas/Timestamp' }, { description: 'Kept.' }] },
      },
    };
    expect(fixNullableRefs(input)).toEqual({
      properties: {
        at: { description: 'When.', anyOf: [{ $ref: '#/components/schemas/Timestamp' }, { type: 'null' }] },
        plain: input.properties.plain,
      },
    });
  });
});
