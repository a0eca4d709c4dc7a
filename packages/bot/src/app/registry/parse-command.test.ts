import { describe, expect, it } from 'vitest';
import { parseContext as ctx, invalid, itParses, op, type ParseCase } from './parse-cases.test-helpers.js';
import {
  type CommandName,
  commandNameOf,
  commandNames,
  Operation,
  type ParsedCommand,
  parseCommand,
} from './registry.js';

/** What every command's text goes through before its feature's parser (each feature tests its own). */
const cases: ParseCase[] = [
  ['queue help', 'queue', 'help', { kind: 'help', command: 'queue' }],
  ['queue aiuto', 'queue', ' aiuto ', { kind: 'help', command: 'queue' }],
  ['unclosed quote', 'blacklist', 'edit spam 1 description="aperta', invalid({ code: 'unclosed_quote' })],
  ['NUL', 'blacklist', 'add spam 0611223344 "a\u0000b"', invalid({ code: 'control_character' })],
  ['escape', 'queue', 'live \u001b[2J', invalid({ code: 'control_character' })],
  ['C1 control', 'contact', '1 set name="x\u0085"', invalid({ code: 'control_character' })],
  ['lone surrogate', 'contact', '1 set name="\ud800"', invalid({ code: 'control_character' })],
  ['tab and new line are spaces', 'ext', '\t201\n', op({ type: 'ext.status', number: '201' })],
];

describe('parseCommand', () => {
  itParses(cases);

  it('maps slash commands to names', () => {
    expect(commandNameOf('/queue')).toBe('queue');
    expect(commandNameOf('/QUEUE')).toBe('queue');
    expect(commandNameOf('/nope')).toBeUndefined();
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
      // a number to confirm offers only writes the job payload accepts
      if (parsed?.kind === 'confirm-blacklist-entry') {
        for (const choice of parsed.choices)
          expect(Operation.safeParse(choice).success, JSON.stringify(text)).toBe(true);
      }
    }
  });
});
