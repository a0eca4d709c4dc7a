import { QueueNameArg } from '../../work/commands/arguments.js';
import { joinWrittenDates, looksLikeDate } from '../../work/commands/date-time.js';
import { check, checkDate } from '../../work/commands/parse-helpers.js';
import type { ParseContext } from '../../work/commands/parsed-command.js';
import type { QueueOperationOf } from './queue.schema.js';

const WEEK_WORDS = ['settimana', 'week', '7giorni'];

/**
 * The words after `/queue stats`: `[name] [oggi|ieri|GG/MM|lunedì|settimana]` — the period last (a date as people
 * write it, never in the future; `settimana`: the last seven days), the queue's name before it (spaces allowed).
 */
export function parseQueueStats(
  words: readonly string[],
  ctx: ParseContext,
): QueueOperationOf<'queue.stats'> {
  let rest = joinWrittenDates(words);
  const last = rest.at(-1);
  let period: { day?: string; week?: true } = {};
  if (last !== undefined && WEEK_WORDS.includes(last.toLowerCase())) {
    period = { week: true };
    rest = rest.slice(0, -1);
  } else if (last !== undefined && looksLikeDate(last)) {
    period = { day: checkDate(last, { today: ctx.today, direction: 'past' }) };
    rest = rest.slice(0, -1);
  }
  const name = rest.length === 0 ? undefined : check(QueueNameArg, rest.join(' '), 'name');
  return { type: 'queue.stats', ...(name === undefined ? {} : { name }), ...period };
}
