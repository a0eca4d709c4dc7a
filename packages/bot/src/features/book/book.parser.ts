import { DateString, TimeString } from '@centralino/schemas';
import { z } from 'zod';
import { check, fail, readOptions, required } from '../../commands/parse-helpers.js';
import type { ParseContext } from '../../commands/parsed-command.js';
import { splitOption } from '../../commands/tokenize.js';
import type { BookOperation } from './book.schema.js';

const SlugArg = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'Identificativo non valido: usa lettere minuscole, cifre e -' });
const NameArg = z.string().trim().min(1).max(120, { error: 'Il nome supera i 120 caratteri' });
const PhoneArg = z.string().max(25, { error: 'Il telefono supera i 25 caratteri' });
const NotesArg = z.string().max(500, { error: 'Le note superano i 500 caratteri' });

/**
 * `/book slots <event> [date]` — free times; `/book <event> <YYYY-MM-DD> <HH:MM> <name…> [calendar=<slug>]
 * [phone=…] [notes=…]` — books directly, with the Slack interaction as the idempotency key.
 * @see pbx-api-reference.md endpoints 27, 31 and "Rules per endpoint" 5, 7
 */
export function parseBook(tokens: readonly string[], ctx: ParseContext): BookOperation {
  if (tokens[0]?.toLowerCase() === 'slots' || tokens[0]?.toLowerCase() === 'orari') {
    // without a type: the account's types are offered as buttons
    if (tokens[1] === undefined) return { type: 'book.slots' };
    const event = check(SlugArg, tokens[1], 'event');
    const date = tokens[2] === undefined ? undefined : check(DateString, tokens[2], 'date');
    if (tokens[3] !== undefined) fail({ code: 'unexpected_argument', given: tokens[3] });
    return { type: 'book.slots', event, ...(date === undefined ? {} : { date }) };
  }
  const event = check(SlugArg, required(tokens, 0, 'event'), 'event');
  const date = check(DateString, required(tokens, 1, 'date'), 'date');
  const time = check(TimeString, required(tokens, 2, 'time'), 'time');
  const words = tokens.slice(3);
  const firstOption = words.findIndex((w) => splitOption(w) !== undefined);
  const nameWords = firstOption === -1 ? words : words.slice(0, firstOption);
  const options = readOptions(firstOption === -1 ? [] : words.slice(firstOption), [
    'calendar',
    'phone',
    'notes',
  ]);
  const name = check(NameArg, nameWords.join(' '), 'name');
  if (name === '') fail({ code: 'missing_argument', argument: 'name' });
  const calendar = options.get('calendar');
  const phone = options.get('phone');
  const notes = options.get('notes');
  return {
    type: 'book.create',
    event,
    date,
    time,
    name,
    ...(calendar === undefined ? {} : { calendar: check(SlugArg, calendar, 'calendar') }),
    ...(phone === undefined || phone === '' ? {} : { phone: check(PhoneArg, phone, 'phone') }),
    ...(notes === undefined || notes === '' ? {} : { notes: check(NotesArg, notes, 'notes') }),
    idempotencyKey: `slack-cmd-${ctx.interactionId}`.slice(0, 200),
  };
}
