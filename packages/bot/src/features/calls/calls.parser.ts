import { DateString, messages } from '@centralino/schemas';
import { z } from 'zod';
import { subcommand } from '../../commands/arguments.js';
import { check, fail } from '../../commands/parse-helpers.js';
import type { ParseContext } from '../../commands/parsed-command.js';
import { phoneSearchArg } from '../../commands/phone-arg.js';
import type { CallsOperation } from './calls.schema.js';

const SearchArg = z.string().max(50, { error: 'Parametro search troppo lungo: massimo 50 caratteri' });

/**
 * `/calls [in|out] [YYYY-MM-DD] [search]` — inbound (default) or outbound calls, today and yesterday or one
 * date (not in the future), optionally filtered by (part of) a number as people write it (`+39 333 12`: the
 * national digits, which find the call however the exchange wrote the caller).
 * @see pbx-api-reference.md endpoints 7–10
 */
export function parseCalls(tokens: readonly string[], ctx: ParseContext): CallsOperation {
  let rest = [...tokens];
  const direction = subcommand(rest[0], { in: ['entrata', 'ricevute'], out: ['uscita', 'effettuate'] });
  if (direction) rest = rest.slice(1);
  else if (rest[0] !== undefined && !/^[\d+(]/.test(rest[0]))
    fail({ code: 'unknown_subcommand', given: rest[0] });
  let date: string | undefined;
  if (rest[0] !== undefined && /^\d{4}-\d{1,2}-\d{1,2}$/.test(rest[0])) {
    date = check(DateString, rest[0], 'date');
    if (date > ctx.today) fail({ code: 'invalid_argument', argument: 'date', message: messages.futureDate });
    rest = rest.slice(1);
  }
  const search = phoneSearchArg(rest.join('').trim());
  return {
    type: 'calls.list',
    direction: direction ?? 'in',
    ...(date === undefined ? {} : { date }),
    ...(search === '' ? {} : { search: check(SearchArg, search, 'search') }),
    page: 1,
  };
}
