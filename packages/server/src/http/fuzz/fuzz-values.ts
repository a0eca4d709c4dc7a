/**
 * What clients get wrong, as values: the corpora the operation fuzz draws from. Strings cover control characters,
 * U+0000, lone surrogates, other spellings of numbers and dates, impossible dates, and very long or non-Latin text;
 * JSON values cover every type and numbers at and beyond the database's limits.
 */

/** Strings to put in path parameters, query values, header values and JSON string fields. */
export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u0001\u001f\u007f',
  '\t\r\n',
  '\u202eevil',
  '😀',
  'è',
  'x'.repeat(5_000),
  'ñ'.repeat(300),
  '%',
  '%00',
  '../../etc',
  "' OR 1=1 --",
  '<script>',
  '0x1F',
  '+31',
  '031',
  '31.0',
  '3.1e1',
  ' 31',
  '-1',
  '0',
  '1',
  '2147483647',
  '2147483648',
  '9'.repeat(400),
  '1e400',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[]',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2025-06-03',
  '24:00',
  '23:60',
  '09:00',
  '+39 02 1234567',
  '^',
  '^+*#',
];

/** Numbers written as raw JSON text (beyond what `JSON.stringify` produces). */
export const RAW_NUMBERS: readonly string[] = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1.0000000000000000001',
  '-0',
  '1E2',
];

/** JSON values of every type. */
export const BAD_JSON_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53,
  1e308,
  -1e308,
  [],
  [1, 'a'],
  {},
  { a: 1 },
  deepArray(2_000),
];

/** Whole bodies that are not the JSON object an operation reads. */
export const BAD_BODIES: readonly (string | Uint8Array<ArrayBuffer>)[] = [
  'null',
  '[]',
  '"testo"',
  '42',
  '{',
  '{"a":',
  '{"a":1}{',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '\ufeff{}',
  '[]'.repeat(10),
  '['.repeat(100_000),
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"__proto__":{"polluted":1}}',
  '{"a":1,"a":2}',
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
];

/** Content types a JSON body can be sent with; only the JSON ones may be read. */
export const CONTENT_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/jsonx',
  'application/json+',
  'json',
  '',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/vnd.api+json',
];

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
