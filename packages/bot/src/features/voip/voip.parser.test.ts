import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['voip', 'voip', '', op({ type: 'voip.status', page: 1 })],
  ['voip extra', 'voip', 'now', invalid({ code: 'unexpected_argument', given: 'now' })],
];

describe('/voip', () => {
  itParses(cases);
});
