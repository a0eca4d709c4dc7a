import { parseDays } from '../../core/schedule/day-names.js';
import { checkTime, fail, required } from '../../work/commands/parse-helpers.js';
import type { ReportOperation } from './report-rule.schema.js';

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const daysNames = ['days', 'giorni'];

/** `/queue report add <HH:MM> [days=lun-ven]`, `list`, `remove <id>` (the words after `report`). */
export function parseReportCommand(tokens: readonly string[]): ReportOperation {
  const sub = (tokens[0] ?? 'list').toLowerCase();
  switch (sub) {
    case 'list':
    case 'elenco':
      if (tokens.length > 1) fail({ code: 'unexpected_argument', given: tokens[1] ?? '' });
      return { type: 'report.list' };
    case 'remove':
    case 'rimuovi': {
      const id = required(tokens, 1, 'id');
      if (tokens.length > 2) fail({ code: 'unexpected_argument', given: tokens[2] ?? '' });
      return { type: 'report.remove', id: id.slice(0, 20) };
    }
    case 'add':
    case 'aggiungi': {
      const time = checkTime(required(tokens, 1, 'HH:MM'));
      let days: number[] | undefined;
      for (const word of tokens.slice(2)) {
        const eq = word.indexOf('=');
        const key = eq > 0 ? word.slice(0, eq).toLowerCase() : '';
        if (!daysNames.includes(key)) fail({ code: 'unexpected_argument', given: word });
        if (days) fail({ code: 'duplicate_option', given: key });
        days = parseDays(word.slice(eq + 1)) ?? fail({ code: 'invalid_report', given: word });
      }
      return { type: 'report.add', time, days: days ?? ALL_DAYS };
    }
    default:
      return fail({ code: 'unknown_subcommand', given: tokens[0] ?? '' });
  }
}
