import { z } from 'zod';
import { subcommand } from '../../commands/arguments.js';
import { joinWrittenDates, looksLikeDate } from '../../commands/date-time.js';
import { check, checkDate, fail } from '../../commands/parse-helpers.js';
import type { ParseContext } from '../../commands/parsed-command.js';
import { phoneSearchArg } from '../../commands/phone-arg.js';
import type { CallsByNameOperation, CallsOperation } from './calls.schema.js';

const SearchArg = z.string().max(50, { error: 'Parametro search troppo lungo: massimo 50 caratteri' });
const NameArg = z.string().max(80, { error: 'Nome troppo lungo: al massimo 80 caratteri' });

declare module '../../commands/parsed-command.js' {
  interface FeatureParseErrors {
    /** `/calls … settimana`: the exchange lists one day at a time (or today and yesterday). */
    calls_period: { code: 'calls_period'; given: string };
  }
}

/** Words asking for a period longer than a day, which the exchange's call lists cannot give. */
const PERIODS = /^(settiman[ae]|week|weeks|mese|mesi|month|months|anno|year)$/i;

/**
 * `/calls [in|out] [date] [search]` — inbound (default) or outbound calls, today and yesterday or one date (not
 * in the future; as people write it: `20/11`, `ieri`, `lunedì`, `2026-11-20`), optionally filtered by (part
 * of) a number as people write it (`+39 333 12`: the national digits, which find the call however the exchange
 * wrote the caller). A name (`De Luca`) is not searched by the exchange: the runner looks among the contacts the
 * bot has read; a longer period (`settimana`) is refused with what to type instead.
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
  const period = rest.find((word) => PERIODS.test(word));
  if (period !== undefined) fail({ code: 'calls_period', given: period });
  if (rest.some((word) => /\p{L}/u.test(word)))
    return {
      type: 'calls.by-name',
      direction: direction ?? 'in',
      ...(date === undefined ? {} : { date }),
      name: check(NameArg, rest.join(' '), 'search'),
    };
  const search = phoneSearchArg(rest.join('').trim());
  return {
    type: 'calls.list',
    direction: direction ?? 'in',
    ...(date === undefined ? {} : { date }),
    ...(search === '' ? {} : { search: check(SearchArg, search, 'search') }),
    page: 1,
  };
}
