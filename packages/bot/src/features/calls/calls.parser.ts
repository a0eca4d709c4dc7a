import { z } from 'zod';
import { subcommand } from '../../work/commands/arguments.js';
import { joinWrittenDates, looksLikeDate } from '../../work/commands/date-time.js';
import { check, checkDate, fail } from '../../work/commands/parse-helpers.js';
import type { ParseContext } from '../../work/commands/parsed-command.js';
import { phoneSearchArg } from '../../work/commands/phone-arg.js';
import type { CallsByNameOperation, CallsOperation } from './calls.schema.js';

const SearchArg = z.string().max(50, { error: 'Parametro search troppo lungo: massimo 50 caratteri' });
const NameArg = z.string().max(80, { error: 'Nome troppo lungo: al massimo 80 caratteri' });

declare module '../../work/commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** `/calls … mese`: longer than the week the bot reads a day at a time. */
    calls_period: { code: 'calls_period'; given: string };
  }
}

/** Words asking for the last week: read as one day at a time, today and the six days before. */
const WEEK = /^(settimana|week)$/i;
/** `3 giorni`, `5 days`: the last N days (2 to 7). */
const DAYS = /^(giorni|days)$/i;
/** Words asking for a period longer than a week, which would cost a read per day of it. */
const LONG_PERIODS = /^(settimane|weeks|mese|mesi|month|months|anno|year)$/i;
/** Words that may stand before a period: `ultima settimana`, `ultimi 3 giorni`, `last week`, `in settimana`. */
const BEFORE_PERIOD = /^(ultima|ultimi|ultime|last|past|in|della|questa|this)$/i;

/** The period asked for, as a number of days, and the words left; `undefined` when no period is named. */
function periodOf(words: string[]): { days: number; rest: string[] } | undefined {
  const week = words.findIndex((w) => WEEK.test(w));
  const dayWord = words.findIndex((w, i) => DAYS.test(w) && i > 0 && /^\d+$/.test(words[i - 1] ?? ''));
  if (week === -1 && dayWord === -1) return undefined;
  const at = week !== -1 ? week : dayWord - 1;
  const end = week !== -1 ? week + 1 : dayWord + 1;
  const days = week !== -1 ? 7 : Number(words[dayWord - 1]);
  if (days < 2 || days > 7) fail({ code: 'calls_period', given: `${words[dayWord - 1]} ${words[dayWord]}` });
  const start = at > 0 && BEFORE_PERIOD.test(words[at - 1] ?? '') ? at - 1 : at;
  return { days, rest: [...words.slice(0, start), ...words.slice(end)] };
}

/**
 * `/calls [in|out] [date] [search]` — inbound (default) or outbound calls, today and yesterday or one date (not
 * in the future; as people write it: `20/11`, `ieri`, `lunedì`, `2026-11-20`), optionally filtered by (part
 * of) a number as people write it (`+39 333 12`: the national digits, which find the call however the exchange
 * wrote the caller). A name (`De Luca`) is not searched by the exchange: the runner looks among the contacts the
 * bot has read. `settimana` / `ultimi 3 giorni` read the last days one at a time (up to a week); a longer period
 * (`mese`) is refused with what to type instead.
 * @see pbx-api-reference.md endpoints 7–10
 */
export function parseCalls(
  tokens: readonly string[],
  ctx: ParseContext,
): CallsOperation | CallsByNameOperation {
  let rest = joinWrittenDates(tokens);
  const direction = subcommand(rest[0], { in: ['entrata', 'ricevute'], out: ['uscita', 'effettuate'] });
  if (direction) rest = rest.slice(1);
  let date: string | undefined;
  if (rest[0] !== undefined && /[/.-]|^\D/.test(rest[0]) && looksLikeDate(rest[0])) {
    date = checkDate(rest[0], { today: ctx.today, direction: 'past' });
    rest = rest.slice(1);
  }
  const long = rest.find((word) => LONG_PERIODS.test(word));
  if (long !== undefined) fail({ code: 'calls_period', given: long });
  const period = periodOf(rest);
  if (period !== undefined) {
    if (date !== undefined)
      fail({ code: 'unexpected_argument', given: period.days === 7 ? 'settimana' : `${period.days}` });
    rest = period.rest;
  }
  const days = period === undefined ? {} : { days: period.days };
  if (rest.some((word) => /\p{L}/u.test(word)))
    return {
      type: 'calls.by-name',
      direction: direction ?? 'in',
      ...(date === undefined ? {} : { date }),
      name: check(NameArg, rest.join(' '), 'search'),
      ...days,
    };
  const search = phoneSearchArg(rest.join('').trim());
  return {
    type: 'calls.list',
    direction: direction ?? 'in',
    ...(date === undefined ? {} : { date }),
    ...(search === '' ? {} : { search: check(SearchArg, search, 'search') }),
    page: 1,
    ...days,
  };
}
