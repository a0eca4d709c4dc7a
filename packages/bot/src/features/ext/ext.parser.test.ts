import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['ext all', 'ext', '', op({ type: 'ext.status', page: 1 })],
  ['ext one', 'ext', '201', op({ type: 'ext.status', number: '201', page: 1 })],
  ['ext, too many', 'ext', '201 202', invalid({ code: 'unexpected_argument', given: '202' })],
  ['pbx link', 'pbx', 'link 201', op({ type: 'ext.link', number: '201' })],
  ['pbx link, missing', 'pbx', 'link', invalid({ code: 'missing_argument', argument: 'internal_number' })],
];

describe('/ext and /pbx link', () => {
  itParses(cases);
});
