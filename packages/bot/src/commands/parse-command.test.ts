import { messages } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { Operation } from '../operations/operation.schema.js';
import { commandNameOf, parseCommand } from './parse-command.js';
import { type CommandName, commandNames, type ParsedCommand } from './parsed-command.js';

const ctx = { today: '2025-06-02', interactionId: '1234.5678.abcd' };
const op = (operation: object): Partial<ParsedCommand> => ({
  kind: 'operation',
  operation: operation as never,
});
const invalid = (error: object): Partial<ParsedCommand> => ({ kind: 'invalid', error: error as never });

const cases: [string, CommandName, string, Partial<ParsedCommand>][] = [
  // /queue
  ['all queues', 'queue', '', op({ type: 'queue.list', page: 1 })],
  ['queue detail', 'queue', 'assistenza', op({ type: 'queue.detail', name: 'assistenza' })],
  [
    'queue name with spaces',
    'queue',
    'Assistenza Clienti',
    op({ type: 'queue.detail', name: 'Assistenza Clienti' }),
  ],
  ['live, all queues', 'queue', 'live', op({ type: 'queue.live', page: 1 })],
  ['live, one queue', 'queue', 'LIVE vendite', op({ type: 'queue.live', name: 'vendite', page: 1 })],
  ['queue help', 'queue', 'help', { kind: 'help', command: 'queue' }],
  ['queue aiuto', 'queue', ' aiuto ', { kind: 'help', command: 'queue' }],
  // /blacklist
  ['blacklists', 'blacklist', '', op({ type: 'blacklist.list', page: 1 })],
  ['show', 'blacklist', 'show spam', op({ type: 'blacklist.show', name: 'spam', page: 1 })],
  ['show, Italian alias', 'blacklist', 'mostra spam', op({ type: 'blacklist.show', name: 'spam', page: 1 })],
  ['create', 'blacklist', 'create call-center_2', op({ type: 'blacklist.create', name: 'call-center_2' })],
  [
    'create, bad name',
    'blacklist',
    'create spam!',
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.blacklistNameInvalid }),
  ],
  [
    'create, name too long',
    'blacklist',
    `create ${'a'.repeat(51)}`,
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.blacklistNameTooLong }),
  ],
  ['create, no name', 'blacklist', 'create', invalid({ code: 'missing_argument', argument: 'name' })],
  ['create, extra word', 'blacklist', 'create a b', invalid({ code: 'unexpected_argument', given: 'b' })],
  [
    'add',
    'blacklist',
    'add spam 0612345678',
    op({ type: 'blacklist.add', name: 'spam', number: '0612345678' }),
  ],
  [
    'add with description',
    'blacklist',
    'add spam ^0899 numeri a pagamento',
    op({ type: 'blacklist.add', name: 'spam', number: '^0899', description: 'numeri a pagamento' }),
  ],
  [
    'add, Slack tel link',
    'blacklist',
    'add spam <tel:+390612345678|+39 06 1234 5678>',
    op({ type: 'blacklist.add', name: 'spam', number: '+390612345678' }),
  ],
  [
    'add, bad number',
    'blacklist',
    'add spam 06-1234',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.blacklistNumberInvalid }),
  ],
  [
    'add, number too long',
    'blacklist',
    `add spam ${'1'.repeat(26)}`,
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.fieldTooLong('number', 25) }),
  ],
  [
    'add, description too long',
    'blacklist',
    `add spam 061234 ${'x'.repeat(101)}`,
    invalid({ code: 'invalid_argument', argument: 'description' }),
  ],
  ['add, no number', 'blacklist', 'add spam', invalid({ code: 'missing_argument', argument: 'number' })],
  [
    'edit',
    'blacklist',
    'edit spam 12 number=^0899 description="Numeri a pagamento"',
    op({ type: 'blacklist.edit', name: 'spam', id: 12, number: '^0899', description: 'Numeri a pagamento' }),
  ],
  [
    'edit, clear description',
    'blacklist',
    "edit spam 12 description=''",
    op({ type: 'blacklist.edit', name: 'spam', id: 12, description: '' }),
  ],
  ['edit, nothing to change', 'blacklist', 'edit spam 12', invalid({ code: 'no_changes' })],
  [
    'edit, unknown option',
    'blacklist',
    'edit spam 12 colour=red',
    invalid({ code: 'unknown_option', given: 'colour' }),
  ],
  [
    'edit, bad id',
    'blacklist',
    'edit spam x number=1',
    invalid({ code: 'invalid_argument', argument: 'id' }),
  ],
  [
    'edit, repeated option',
    'blacklist',
    'edit spam 1 number=1 number=2',
    invalid({ code: 'duplicate_option', given: 'number' }),
  ],
  ['remove', 'blacklist', 'remove spam 7', op({ type: 'blacklist.remove', name: 'spam', id: 7 })],
  ['remove, no id', 'blacklist', 'rimuovi spam', invalid({ code: 'missing_argument', argument: 'id' })],
  ['unknown subcommand', 'blacklist', 'purge spam', invalid({ code: 'unknown_subcommand', given: 'purge' })],
  ['unclosed quote', 'blacklist', 'edit spam 1 description="aperta', invalid({ code: 'unclosed_quote' })],
  ['NUL', 'blacklist', 'add spam 0611223344 "a\u0000b"', invalid({ code: 'control_character' })],
  ['escape', 'queue', 'live \u001b[2J', invalid({ code: 'control_character' })],
  ['C1 control', 'contact', '1 set name="x\u0085"', invalid({ code: 'control_character' })],
  ['lone surrogate', 'contact', '1 set name="\ud800"', invalid({ code: 'control_character' })],
  ['tab and new line are spaces', 'ext', '\t201\n', op({ type: 'ext.status', number: '201' })],
  // /calls
  ['calls default', 'calls', '', op({ type: 'calls.list', direction: 'in', page: 1 })],
  ['calls out', 'calls', 'out', op({ type: 'calls.list', direction: 'out', page: 1 })],
  [
    'calls in by date and search',
    'calls',
    'in 2025-06-01 06 1234',
    op({ type: 'calls.list', direction: 'in', date: '2025-06-01', search: '061234', page: 1 }),
  ],
  [
    'calls on a future date',
    'calls',
    'in 2025-06-03',
    invalid({ code: 'invalid_argument', argument: 'date', message: messages.futureDate }),
  ],
  [
    'calls on an impossible date',
    'calls',
    'out 2025-02-30',
    invalid({ code: 'invalid_argument', argument: 'date' }),
  ],
  ['calls, bad direction', 'calls', 'sideways', invalid({ code: 'unknown_subcommand', given: 'sideways' })],
  // /ext, /voip, /switch
  ['ext all', 'ext', '', op({ type: 'ext.status', page: 1 })],
  ['ext one', 'ext', '201', op({ type: 'ext.status', number: '201', page: 1 })],
  ['ext, too many', 'ext', '201 202', invalid({ code: 'unexpected_argument', given: '202' })],
  ['voip', 'voip', '', op({ type: 'voip.status', page: 1 })],
  ['voip extra', 'voip', 'now', invalid({ code: 'unexpected_argument', given: 'now' })],
  ['switch', 'switch', '3', op({ type: 'switch.show', id: 3 })],
  ['switch, no id', 'switch', '', invalid({ code: 'missing_argument', argument: 'id' })],
  ['switch, bad id', 'switch', '-1', invalid({ code: 'invalid_argument', argument: 'id' })],
  // /contact
  ['contact', 'contact', '42', op({ type: 'contact.show', id: 42 })],
  [
    'contact set with quotes',
    'contact',
    '42 set name="Studio Rossi" company=“Rossi & Associati” notes=\'richiamare dopo le 15\'',
    op({
      type: 'contact.set',
      id: 42,
      changes: { name: 'Studio Rossi', company: 'Rossi & Associati', notes: 'richiamare dopo le 15' },
    }),
  ],
  [
    'contact set clears company',
    'contact',
    '42 set company=""',
    op({ type: 'contact.set', id: 42, changes: { company: null } }),
  ],
  [
    'contact, escaped Slack text',
    'contact',
    '42 set company="Rossi &amp; Figli"',
    op({ type: 'contact.set', id: 42, changes: { company: 'Rossi & Figli' } }),
  ],
  [
    'contact, name too long',
    'contact',
    `42 set name=${'n'.repeat(81)}`,
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.fieldTooLong('name', 80) }),
  ],
  [
    'contact, empty name',
    'contact',
    '42 set name=""',
    invalid({ code: 'invalid_argument', argument: 'name' }),
  ],
  ['contact set nothing', 'contact', '42 set', invalid({ code: 'no_changes' })],
  [
    'contact, unknown word',
    'contact',
    '42 delete',
    invalid({ code: 'unexpected_argument', given: 'delete' }),
  ],
  // /call
  ['call', 'call', '06 1234 5678', { kind: 'confirm-call', number: '06 1234 5678' }],
  [
    'call, too few digits',
    'call',
    '12345',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.originateNumberTooShort }),
  ],
  ['call, no number', 'call', '', invalid({ code: 'missing_argument', argument: 'number' })],
  // /pbx
  ['pbx alone is help', 'pbx', '', { kind: 'help', command: 'pbx' }],
  ['pbx account', 'pbx', 'account', op({ type: 'account.show' })],
  ['pbx link', 'pbx', 'link 201', op({ type: 'ext.link', number: '201' })],
  ['pbx link, missing', 'pbx', 'link', invalid({ code: 'missing_argument', argument: 'internal_number' })],
  ['pbx unknown', 'pbx', 'reboot', invalid({ code: 'unknown_subcommand', given: 'reboot' })],
  // /book
  ['book modal', 'book', '', { kind: 'book-modal' }],
  ['book slots', 'book', 'slots consulenza', op({ type: 'book.slots', event: 'consulenza' })],
  [
    'book slots by date',
    'book',
    'slots consulenza 2025-06-10',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-06-10' }),
  ],
  [
    'book directly',
    'book',
    'consulenza 2025-06-10 09:30 Mario Rossi calendar=bianchi phone=+39061234',
    op({
      type: 'book.create',
      event: 'consulenza',
      date: '2025-06-10',
      time: '09:30',
      name: 'Mario Rossi',
      calendar: 'bianchi',
      phone: '+39061234',
      idempotencyKey: 'slack-cmd-1234.5678.abcd',
    }),
  ],
  [
    'book, bad time',
    'book',
    'consulenza 2025-06-10 9.30 Mario',
    invalid({ code: 'invalid_argument', argument: 'time' }),
  ],
  [
    'book, no name',
    'book',
    'consulenza 2025-06-10 09:30',
    invalid({ code: 'invalid_argument', argument: 'name' }),
  ],
  [
    'book, unknown option',
    'book',
    'consulenza 2025-06-10 09:30 Mario room=1',
    invalid({ code: 'unknown_option', given: 'room' }),
  ],
];

describe('parseCommand', () => {
  it.each(cases)('%s: /%s %s', (_name, command, text, want) => {
    expect(parseCommand(command, text, ctx)).toMatchObject({ command, ...want });
  });

  it('maps slash commands to names', () => {
    expect(commandNameOf('/queue')).toBe('queue');
    expect(commandNameOf('/QUEUE')).toBe('queue');
    expect(commandNameOf('/nope')).toBeUndefined();
  });

  it('every operation it returns is a valid job payload', () => {
    for (const [, command, text] of cases) {
      const parsed = parseCommand(command, text, ctx);
      if (parsed.kind === 'operation') expect(Operation.safeParse(parsed.operation).success).toBe(true);
    }
  });
});

describe('parseCommand fuzz', () => {
  const alphabet = [
    ...'abcXYZ019 ^+*#=-_"\'\\<>|&;:/.,',
    ' ',
    '  ',
    '\t',
    '\n',
    '“',
    '”',
    '’',
    'é',
    '😀',
    '\u0000',
    'live',
    'set',
    'add',
    'edit',
    'slots',
    'help',
    'name=',
    'number=',
    '2025-06-01',
    '09:30',
    '<tel:',
    '&amp;',
  ];
  // deterministic PRNG so a failure can be reproduced
  let seed = 20250602;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const randomText = () => {
    const n = Math.floor(random() * 24);
    let out = '';
    for (let i = 0; i < n; i++) out += alphabet[Math.floor(random() * alphabet.length)];
    return random() < 0.05 ? out.repeat(200) : out;
  };

  it('never throws on random text, and anything it accepts is a valid payload', () => {
    for (let i = 0; i < 5000; i++) {
      const command = commandNames[i % commandNames.length] as CommandName;
      const text = randomText();
      let parsed: ParsedCommand | undefined;
      expect(
        () => {
          parsed = parseCommand(command, text, ctx);
        },
        `/${command} ${JSON.stringify(text)}`,
      ).not.toThrow();
      expect(parsed?.command).toBe(command);
      if (parsed?.kind === 'operation') {
        expect(Operation.safeParse(parsed.operation).success, JSON.stringify(text)).toBe(true);
      }
    }
  });
});
