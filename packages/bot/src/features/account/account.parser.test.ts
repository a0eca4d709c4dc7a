import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['pbx alone is help', 'pbx', '', { kind: 'help', command: 'pbx' }],
  ['pbx account', 'pbx', 'account', op({ type: 'account.show' })],
  ['pbx unknown', 'pbx', 'reboot', invalid({ code: 'unknown_subcommand', given: 'reboot' })],
];

describe('/pbx', () => {
  itParses(cases);
});
