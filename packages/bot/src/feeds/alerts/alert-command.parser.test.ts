import { describe, expect, it } from 'vitest';
import { Operation, type ParsedCommand, parseCommand, parseErrorText } from '../../app/registry/registry.js';
import { ParseFailure } from '../../work/commands/parse-helpers.js';
import { tokenize } from '../../work/commands/tokenize.js';
import { keepMentions, parseAlertCommand } from './alert-command.parser.js';

const ctx = { today: '2025-06-02', interactionId: '1234.5678.abcd' };
const parse = (text: string) => parseCommand('queue', `alert ${text}`, ctx);
const add = (rule: object): Partial<ParsedCommand> => ({
  kind: 'operation',
  operation: { type: 'alert.add', rule: { mention: [], ...rule } } as never,
});
const issue = (value: object): Partial<ParsedCommand> => ({
  kind: 'invalid',
  error: { code: 'invalid_alert', issue: value } as never,
});

const cases: [string, string, Partial<ParsedCommand>][] = [
  ['list by default', '', { kind: 'operation', operation: { type: 'alert.list' } }],
  ['list', 'list', { kind: 'operation', operation: { type: 'alert.list' } }],
  ['list, Italian', 'elenco', { kind: 'operation', operation: { type: 'alert.list' } }],
  ['one condition', 'add assistenza waiting>=3', add({ queue: 'assistenza', warning: { waiting: 3 } })],
  ['every queue', 'add * noagents', add({ queue: '*', warning: { noAgents: true } })],
  [
    'all conditions and a critical level',
    'add assistenza waiting>=2 wait>=60s noagents critical: waiting>=5 wait>=3m',
    add({
      queue: 'assistenza',
      warning: { waiting: 2, waitSeconds: 60, noAgents: true },
      critical: { waiting: 5, waitSeconds: 180 },
    }),
  ],
  [
    'critical glued to its condition, Italian words',
    'aggiungi vendite chiamanti>=2 critico:attesa>=01:30',
    add({ queue: 'vendite', warning: { waiting: 2 }, critical: { waitSeconds: 90 } }),
  ],
  ['only critical', 'add vendite critical: waiting>=4', add({ queue: 'vendite', critical: { waiting: 4 } })],
  [
    'strict ">" is one more',
    'add vendite waiting>2 wait>59',
    add({ queue: 'vendite', warning: { waiting: 3, waitSeconds: 60 } }),
  ],
  [
    'queue name with spaces, quoted or not',
    'add Assistenza Clienti waiting>=1',
    add({ queue: 'Assistenza Clienti', warning: { waiting: 1 } }),
  ],
  ['quoted queue name', 'add "Coda 2" waiting>=1', add({ queue: 'Coda 2', warning: { waiting: 1 } })],
  [
    'mentions as Slack sends them',
    'add assistenza critical: waiting>=3 <@U0ALICE01|alice> <!here> <!subteam^S0TEAM001|@supporto>',
    add({ queue: 'assistenza', critical: { waiting: 3 }, mention: ['U0ALICE01', '@here', 'S0TEAM001'] }),
  ],
  [
    'business hours',
    'add assistenza waiting>=1 hours=8:30-18 days=lun-ven',
    add({
      queue: 'assistenza',
      warning: { waiting: 1 },
      hours: { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:00' },
    }),
  ],
  [
    'days only, wrapping range',
    'add assistenza waiting>=1 giorni=sab-lun',
    add({
      queue: 'assistenza',
      warning: { waiting: 1 },
      hours: { days: [1, 6, 7], from: '00:00', to: '24:00' },
    }),
  ],
  ['remove', 'remove R1A2B3', { kind: 'operation', operation: { type: 'alert.remove', id: 'r1a2b3' } }],
  ['pause', 'pause 30', { kind: 'operation', operation: { type: 'alert.pause', minutes: 30 } }],
  ['pause with unit', 'pausa 45 min', { kind: 'operation', operation: { type: 'alert.pause', minutes: 45 } }],
  ['resume', 'pause 0', { kind: 'operation', operation: { type: 'alert.pause', minutes: 0 } }],
  // refusals
  ['no queue', 'add', { kind: 'invalid', error: { code: 'missing_argument', argument: 'queue' } }],
  ['no condition', 'add assistenza', issue({ kind: 'no_condition' })],
  ['no condition after critical:', 'add assistenza critical:', issue({ kind: 'no_condition' })],
  ['not a condition', 'add assistenza waiting>=2 loud', issue({ kind: 'bad_token', given: 'loud' })],
  [
    'bad count',
    'add assistenza waiting>=tre',
    issue({ kind: 'bad_value', field: 'waiting', given: 'waiting>=tre' }),
  ],
  [
    'missing value',
    'add assistenza waiting>=',
    issue({ kind: 'bad_value', field: 'waiting', given: 'waiting>=' }),
  ],
  [
    'count out of range',
    'add assistenza waiting>=0',
    issue({ kind: 'out_of_range', field: 'waiting', min: 1, max: 500 }),
  ],
  [
    'wait out of range',
    'add assistenza wait>=2000m',
    issue({ kind: 'out_of_range', field: 'wait', min: 1, max: 86_400 }),
  ],
  [
    'repeated condition',
    'add assistenza waiting>=1 waiting>=2',
    issue({ kind: 'duplicate', given: 'waiting' }),
  ],
  [
    'critical not above warning',
    'add assistenza waiting>=3 critical: waiting>=3',
    issue({ kind: 'not_stricter', field: 'waiting' }),
  ],
  [
    'noagents with a value',
    'add assistenza noagents=1',
    issue({ kind: 'bad_value', field: 'noagents', given: 'noagents=1' }),
  ],
  ['bad hours', 'add assistenza waiting>=1 hours=18-8', issue({ kind: 'bad_hours', given: 'hours=18-8' })],
  ['bad days', 'add assistenza waiting>=1 days=lun-fun', issue({ kind: 'bad_days', given: 'days=lun-fun' })],
  ['a name, not an id', 'add assistenza waiting>=1 @alice', issue({ kind: 'bad_mention', given: '@alice' })],
  ['bad rule id', 'remove ../x', issue({ kind: 'bad_rule_id', given: '../x' })],
  ['bad minutes', 'pause 2000', issue({ kind: 'bad_minutes', given: '2000' })],
  [
    'pause without minutes',
    'pause',
    { kind: 'invalid', error: { code: 'missing_argument', argument: 'minutes' } },
  ],
  ['unknown subcommand', 'mute 5', { kind: 'invalid', error: { code: 'unknown_subcommand', given: 'mute' } }],
  ['extra word', 'list all', { kind: 'invalid', error: { code: 'unexpected_argument', given: 'all' } }],
];

describe('/queue alert parser', () => {
  it.each(cases)('%s', (_name, text, want) => {
    const parsed = parse(text);
    expect(parsed).toMatchObject({ command: 'queue', ...want });
    // operations exactly (nothing added), errors by their fields
    if ('operation' in want) expect(parsed).toEqual({ command: 'queue', ...want });
    if (parsed.kind === 'operation') expect(Operation.safeParse(parsed.operation).success).toBe(true);
  });

  it('explains every refusal in Italian by default and in English on request', () => {
    const refused = cases.map(([, text]) => parse(text)).filter((p) => p.kind === 'invalid');
    for (const p of refused) {
      if (p.kind !== 'invalid') continue;
      const it = parseErrorText(p.error, 'it');
      const en = parseErrorText(p.error, 'en');
      expect(it.length).toBeGreaterThan(10);
      expect(en).not.toBe(it);
    }
    expect(parseErrorText({ code: 'invalid_alert', issue: { kind: 'no_condition' } }, 'it')).toContain(
      'almeno una condizione',
    );
  });

  it('keeps mention ids that normalization would turn into names', () => {
    expect(keepMentions('a <@U0ALICE01|alice> <@W0BOB0001> <!channel> <!here|here> <tel:123|1 2 3>')).toBe(
      'a @U0ALICE01 @W0BOB0001 @channel @here <tel:123|1 2 3>',
    );
  });
});

describe('/queue alert parser fuzz', () => {
  const alphabet = [
    ...'abcXYZ019 *@<>=≥:|!^-_"\'',
    ' ',
    'add',
    'remove',
    'pause',
    'list',
    'waiting',
    'wait',
    'noagents',
    'critical:',
    '>=',
    '>',
    '=',
    'hours=',
    'days=',
    '08:00-18:00',
    'lun-ven',
    '@here',
    '<@U0ALICE01|alice>',
    '<!subteam^S0X1|@x>',
    '90s',
    '2m',
    '01:30',
    '999999',
    '😀',
  ];
  let seed = 20250603;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const randomText = () => {
    const n = Math.floor(random() * 20);
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(random() * alphabet.length)];
    return out;
  };

  it('never throws anything but a parse failure, and what it accepts is a valid job payload', () => {
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      const text = randomText();
      const tokenized = tokenize(keepMentions(text));
      if (tokenized.ok) {
        try {
          parseAlertCommand(tokenized.tokens);
        } catch (error) {
          expect(error, JSON.stringify(text)).toBeInstanceOf(ParseFailure);
        }
      }
      const parsed = parse(text);
      if (parsed.kind === 'invalid' && parsed.error.code === 'invalid_argument') {
        // the generic fallback means an unexpected exception was swallowed
        expect(parsed.error.message, JSON.stringify(text)).not.toBe('Testo del comando non valido');
      }
      if (parsed.kind === 'operation') {
        accepted++;
        expect(Operation.safeParse(parsed.operation).success, JSON.stringify(text)).toBe(true);
      }
    }
    expect(accepted).toBeGreaterThan(50);
  });
});
