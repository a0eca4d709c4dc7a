import { z } from 'zod';
import { subcommand } from '../../commands/arguments.js';
import { joinWrittenDates, looksLikeDate } from '../../commands/date-time.js';
import { check, checkDate, fail } from '../../commands/parse-helpers.js';
import type { ParseContext } from '../../commands/parsed-command.js';
import { phoneSearchArg } from '../../commands/phone-arg.js';
import type { CallsOperation } from './calls.schema.js';

const SearchArg = z.string().max(50, { error: 'Parametro search troppo lungo: massimo 50 caratteri' });

/**
 * `/calls [in|out] [date] [search]` — inbound (default) or outbound calls, today and yesterday or one date (not
 * in the future; as people write it: `20/11`, `ieri`, `lunedì`, `2026-11-20`), optionally filtered by (part
 * of) a number as people write it (`+39 333 12`: the national digits, which find the call however the exchange
 * wrote the caller).
 * @see pbx-api-reference.md endpoints 7–10
 */
export function parseCalls(tokens: readonly string[], ctx: ParseContext): CallsOperation {
  let rest = joinWrittenDates(tokens);
  const direction = subcommand(rest[0], { in: ['entrata', 'ricevute'], out: ['uscita', 'effettuate'] });
  if (direction) rest = rest.slice(1);
  let date: string | undefined;
  if (rest[0] !== undefined && /[/.-]|^\D/.test(rest[0]) && looksLikeDate(rest[0])) {
    date = checkDate(rest[0], { today: ctx.today, direction: 'past' });
    rest = rest.slice(1);
  } else if (!direction && rest[0] !== undefined && !/^[\d+(]/.test(rest[0]))
    fail({ code: 'unknown_subcommand', given: rest[0] });
  const search = phoneSearchArg(rest.join('').trim());
  return {
    type: 'calls.list',
    direction: direction ?? 'in',
    ...(date === undefined ? {} : { date }),
    ...(search === '' ? {} : { search: check(SearchArg, search, 'search') }),
    page: 1,
  };
}
