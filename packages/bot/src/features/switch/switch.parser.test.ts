import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['switch', 'switch', '3', op({ type: 'switch.show', id: 3 })],
  ['switch, no id', 'switch', '', invalid({ code: 'missing_argument', argument: 'id' })],
  ['switch, bad id', 'switch', '-1', invalid({ code: 'invalid_argument', argument: 'id' })],
];

describe('/switch', () => {
  itParses(cases);
});
