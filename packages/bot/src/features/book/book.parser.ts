import { z } from 'zod';
import { joinWrittenDates, looksLikeDate, readDate } from '../../work/commands/date-time.js';
import {
  check,
  checkDate,
  checkTime,
  fail,
  readOptions,
  required,
} from '../../work/commands/parse-helpers.js';
import type { ParseContext } from '../../work/commands/parsed-command.js';
import { splitOption } from '../../work/commands/tokenize.js';
import type { BookOperation } from './book.schema.js';

const TypedNameArg = z
  .string()
  .trim()
  .min(1)
  .max(100, { error: 'Nome troppo lungo: al massimo 100 caratteri' });
const NameArg = z.string().trim().min(1).max(120, { error: 'Il nome supera i 120 caratteri' });
const PhoneArg = z.string().max(25, { error: 'Il telefono supera i 25 caratteri' });
const NotesArg = z.string().max(500, { error: 'Le note superano i 500 caratteri' });

/** Italian names of the options, as an office writes them. */
const OPTION_ALIASES: Readonly<Record<string, string>> = {
  calendario: 'calendar',
  telefono: 'phone',
  tel: 'phone',
  note: 'notes',
};
/** The words that start a cancellation, as an office writes them. */
const CANCEL_WORDS = new Set(['cancel', 'annulla', 'cancella', 'disdici', 'disdetta']);
/** Words that may stand before the time: `domani ore 9`, `domani alle 9`. */
const BEFORE_TIME = new Set(['ore', 'alle', 'at']);

/**
 * `/book cancel [who|id] [day]`: a day as the last word (upcoming), the rest the person's name or the booking's
 * number; nothing is cancelled yet (each booking found gets a confirmed button).
 */
function cancelPick(words: readonly string[], today: string): BookOperation {
  let rest = [...words];
  const last = rest.at(-1);
  let date: string | undefined;
  if (last !== undefined && looksLikeDate(last)) {
    date = checkDate(last, { today, direction: 'upcoming' });
    rest = rest.slice(0, -1);
  }
  const query = rest.length === 0 ? undefined : check(NameArg, rest.join(' '), 'name');
  return {
    type: 'book.cancelPick',
    ...(date === undefined ? {} : { date }),
    ...(query ? { query } : {}),
  };
}

/** `/book list [day]`: a day as people write it, past days too (what was booked then). */
function listDay(words: readonly string[], today: string): BookOperation {
  const [word, extra] = words;
  if (extra !== undefined) fail({ code: 'unexpected_argument', given: extra });
  if (word === undefined) return { type: 'book.list' };
  const reading = readDate(word, { today, direction: 'upcoming' });
  if (!reading.ok && reading.problem === 'past') return { type: 'book.list', date: reading.date };
  return { type: 'book.list', date: checkDate(word, { today, direction: 'upcoming' }) };
}

function withAliases(word: string): string {
  const option = splitOption(word);
  const alias = option && OPTION_ALIASES[option[0]];
  return alias && option ? `${alias}=${option[1]}` : word;
}

/**
 * `/book slots [<type…>] [date]` — free times (without a type: the types, to pick one);
 * `/book <type…> <date> [ore] <time> <name…> [calendar=…] [phone=…] [notes=…]` — books directly, with the Slack
 * interaction as the idempotency key (words after an option continue its value: `telefono=333 123 4567`). Types and calendars are names as typed (`Consulenza`, `prima visita`):
 * the runner finds which ones they are. Dates and times as people write them (`30/11`, `domani`, `lunedì`,
 * `lunedì prossimo`, `9`, `9.30`, `9:30am`); a date must not be past. `/book list [day]` — the bookings (endpoint 32);
 * `/book cancel [who|id] [day]` — the bookings that can be cancelled, each with a button that asks first.
 * @see pbx-api-reference.md endpoints 27, 31 and "Rules per endpoint" 5, 7
 */
export function parseBook(typed: readonly string[], ctx: ParseContext): BookOperation {
  const tokens = joinWrittenDates(typed);
  const upcoming = { today: ctx.today, direction: 'upcoming' as const };
  const first = tokens[0]?.toLowerCase();
  if (first === 'list' || first === 'elenco' || first === 'prenotazioni')
    return listDay(tokens.slice(1), ctx.today);
  if (first !== undefined && CANCEL_WORDS.has(first)) return cancelPick(tokens.slice(1), ctx.today);
  if (first === 'slots' || first === 'orari' || first === 'liberi') {
    let words = tokens.slice(1);
    const last = words.at(-1);
    let date: string | undefined;
    if (last !== undefined && looksLikeDate(last)) {
      date = checkDate(last, upcoming);
      words = words.slice(0, -1);
    }
    // without a type: the account's types are offered as buttons
    if (words.length === 0) return { type: 'book.slots', ...(date === undefined ? {} : { date }) };
    const event = check(TypedNameArg, words.join(' '), 'event');
    return { type: 'book.slots', event, ...(date === undefined ? {} : { date }) };
  }
  required(tokens, 0, 'event');
  const dateAt = tokens.findIndex((word, i) => i > 0 && looksLikeDate(word));
  if (dateAt === -1) {
    const given = required(tokens, 1, 'date');
    fail({ code: 'invalid_date', given, problem: 'not_a_date', today: ctx.today });
  }
  const event = check(TypedNameArg, tokens.slice(0, dateAt).join(' '), 'event');
  const date = checkDate(tokens[dateAt] as string, upcoming);
  let timeAt = dateAt + 1;
  if (BEFORE_TIME.has(tokens[timeAt]?.toLowerCase() ?? '')) timeAt++;
  const time = checkTime(required(tokens, timeAt, 'time'));
  const words = tokens.slice(timeAt + 1).map(withAliases);
  const firstOption = words.findIndex((w) => splitOption(w) !== undefined);
  const nameWords = firstOption === -1 ? words : words.slice(0, firstOption);
  // a word after an option continues its value: `telefono=333 123 4567`, `note=prima visita`
  const optionWords: string[] = [];
  for (const word of firstOption === -1 ? [] : words.slice(firstOption)) {
    if (splitOption(word) !== undefined || optionWords.length === 0) optionWords.push(word);
    else optionWords[optionWords.length - 1] += ` ${word}`;
  }
  const options = readOptions(optionWords, ['calendar', 'phone', 'notes']);
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
    ...(calendar === undefined || calendar === ''
      ? {}
      : { calendar: check(TypedNameArg, calendar, 'calendar') }),
    ...(phone === undefined || phone === '' ? {} : { phone: check(PhoneArg, phone, 'phone') }),
    ...(notes === undefined || notes === '' ? {} : { notes: check(NotesArg, notes, 'notes') }),
    idempotencyKey: `slack-cmd-${ctx.interactionId}`.slice(0, 200),
  };
}
