import { describe, expect, it } from 'vitest';
import { invalid, itParses, op, parseContext } from '../../app/registry/parse-cases.test-helpers.js';
import { parseCommand, parseErrorText } from '../../app/registry/registry.js';

const add = (rule: object) => op({ type: 'missed.add', rule: { numbers: [], daily: '17:30', ...rule } });
const issue = (value: object) => invalid({ code: 'invalid_missed', issue: value });
const office = { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' };

describe('/calls missed', () => {
  itParses([
    ['list by default', 'calls', 'missed', op({ type: 'missed.list' })],
    ['list, Italian', 'calls', 'perse elenco', op({ type: 'missed.list' })],
    ['every number of the account', 'calls', 'missed add', add({})],
    [
      'numbers as people type them, split by spaces',
      'calls',
      'missed add 06 1234 5678 +39 02 8765 4321',
      add({ numbers: ['0612345678', '+390287654321'] }),
    ],
    [
      'a number split in three, then another',
      'calls',
      'missed add 06 1234 5678 02 8765 4321',
      add({ numbers: ['0612345678', '0287654321'] }),
    ],
    [
      'two whole numbers',
      'calls',
      'missed add 0612345678 0287654321',
      add({ numbers: ['0612345678', '0287654321'] }),
    ],
    [
      'hours, days and the daily line',
      'calls',
      'missed add 0612345678 hours=08:00-18:00 days=lun-ven daily=17.45',
      add({ numbers: ['0612345678'], hours: office, daily: '17:45' }),
    ],
    [
      'days alone: the whole day',
      'calls',
      'missed add days=sab-dom',
      add({ hours: { days: [6, 7], from: '00:00', to: '24:00' } }),
    ],
    ['remove', 'calls', 'missed remove M1a2b3c', op({ type: 'missed.remove', id: 'm1a2b3c' })],
    ['pause', 'calls', 'missed pause 30 min', op({ type: 'missed.pause', minutes: 30 })],
    ['resume', 'calls', 'missed pausa 0', op({ type: 'missed.pause', minutes: 0 })],
    [
      'a word that is no number',
      'calls',
      'missed add centralino',
      issue({ kind: 'bad_token', given: 'centralino' }),
    ],
    ['a number with letters', 'calls', 'missed add 06abc', issue({ kind: 'bad_number', given: '06abc' })],
    ['bad hours', 'calls', 'missed add hours=18-8', issue({ kind: 'bad_hours', given: 'hours=18-8' })],
    [
      'bad days',
      'calls',
      'missed add days=lunedi-foo',
      issue({ kind: 'bad_days', given: 'days=lunedi-foo' }),
    ],
    ['bad daily time', 'calls', 'missed add daily=25:00', issue({ kind: 'bad_daily', given: 'daily=25:00' })],
    [
      'hours twice',
      'calls',
      'missed add hours=8-12 hours=9-13',
      issue({ kind: 'duplicate', given: 'hours' }),
    ],
    ['unknown option', 'calls', 'missed add colore=blu', issue({ kind: 'bad_token', given: 'colore=blu' })],
    ['pause too long', 'calls', 'missed pause 5000', issue({ kind: 'bad_minutes', given: '5000' })],
    ['unknown subcommand', 'calls', 'missed boh', invalid({ code: 'unknown_subcommand', given: 'boh' })],
  ]);

  it('explains a refusal in the user language, with the usage, never mixed', () => {
    const parsed = parseCommand('calls', 'missed add hours=18-8', parseContext);
    if (parsed.kind !== 'invalid') throw new Error('expected a refusal');
    const it = parseErrorText(parsed.error, 'it');
    const en = parseErrorText(parsed.error, 'en');
    expect(it).toContain('Orario non valido');
    expect(en).toContain('Invalid hours');
    expect(en).not.toMatch(/Orario|numero VoIP/);
    expect(it).not.toMatch(/Invalid hours|VoIP number\b/);
  });

  it('does not take plain /calls searches as missed-call commands', () => {
    expect(parseCommand('calls', 'in 333', parseContext)).toMatchObject({
      kind: 'operation',
      operation: { type: 'calls.list' },
    });
  });
});
