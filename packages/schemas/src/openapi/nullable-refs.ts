/**
 * zod-to-openapi 9 emits a nullable reference (`Ref.nullable()`) as
 * `allOf: [{ $ref }, { type: [T, 'null'] }]`, which forbids null: the `$ref` branch still requires a T, so
 * validators refuse null and generators type the field as non-null. This rewrites every such node, anywhere in
 * the document, as `anyOf: [{ $ref }, { type: 'null' }]`, keeping the node's other keywords (description,
 * example…).
 */
export function fixNullableRefs<T>(node: T): T {
  if (Array.isArray(node)) return node.map((item) => fixNullableRefs(item)) as T;
  if (!node || typeof node !== 'object') return node;
  const fixed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) fixed[key] = fixNullableRefs(value);
  const allOf = fixed.allOf;
  if (!Array.isArray(allOf) || allOf.length !== 2) return fixed as T;
  const [ref, nullable] = allOf as [Record<string, unknown>, Record<string, unknown>];
  const type = nullable.type;
  if (Object.keys(ref).join() !== '$ref' || !Array.isArray(type) || !type.includes('null')) return fixed as T;
  const { allOf: _replaced, ...rest } = fixed;
  const { type: _type, ...nullableRest } = nullable;
  return { ...rest, ...nullableRest, anyOf: [ref, { type: 'null' }] } as T;
}
