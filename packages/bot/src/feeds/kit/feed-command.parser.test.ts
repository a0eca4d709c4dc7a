import { describe, expect, it } from 'vitest';
import { fail, ParseFailure } from '../../work/commands/parse-helpers.js';
import { HoursWords, parseFeedCommand } from './feed-command.parser.js';
import type { FeedRuleIssue } from './rule-issue.js';

// A feed the kit does not know: its spec is a list of words and the hours every feed reads the same way.
const refuse = (issue: FeedRuleIssue): never => fail({ code: 'invalid_alert', issue } as never);
function parseSpec(tokens: readonly string[]) {
  const hours = new HoursWords(refuse);
  const words: string[] = [];
  for (const token of tokens) {
    const eq = token.indexOf('=');
    if (eq > 0 && hours.read(token.slice(0, eq).toLowerCase(), token.slice(eq + 1), token)) continue;
    words.push(token);
  }
  return { words, ...hours.hours() };
}
const parse = (text: string) =>
  parseFeedCommand(text === '' ? [] : text.split(' '), { prefix: 'booking', parseSpec, refuse });
const refusal = (text: string) => {
  try {
    parse(text);
  } catch (error) {
    if (error instanceof ParseFailure) return error.error;
    throw error;
  }
  return undefined;
};

describe('a feed command', () => {
  it.each([
    ['', { type: 'booking.list' }],
    ['elenco', { type: 'booking.list' }],
    ['add sala', { type: 'booking.add', rule: { words: ['sala'] } }],
    [
      'aggiungi sala orari=08:00-12:00',
      {
        type: 'booking.add',
        rule: { words: ['sala'], hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '12:00' } },
      },
    ],
    [
      'add giorni=lun-ven',
      {
        type: 'booking.add',
        rule: { words: [], hours: { days: [1, 2, 3, 4, 5], from: '00:00', to: '24:00' } },
      },
    ],
    ['remove B12', { type: 'booking.remove', id: 'b12' }],
    ['pausa 30', { type: 'booking.pause', minutes: 30 }],
    ['pause 0', { type: 'booking.pause', minutes: 0 }],
  ])('reads %j', (text, want) => {
    expect(parse(text)).toEqual(want);
  });

  it.each([
    ['frobnicate', { code: 'unknown_subcommand', given: 'frobnicate' }],
    ['remove -x', { code: 'invalid_alert', issue: { kind: 'bad_rule_id', given: '-x' } }],
    ['pause 1441', { code: 'invalid_alert', issue: { kind: 'bad_minutes', given: '1441' } }],
    [
      'add hours=09:00-08:00',
      { code: 'invalid_alert', issue: { kind: 'bad_hours', given: 'hours=09:00-08:00' } },
    ],
    ['add days=mai', { code: 'invalid_alert', issue: { kind: 'bad_days', given: 'days=mai' } }],
    ['add days=lun days=mar', { code: 'invalid_alert', issue: { kind: 'duplicate', given: 'days' } }],
  ])('refuses %j', (text, want) => {
    expect(refusal(text)).toEqual(want);
  });
});
