import { parseDays, parseTimeRange } from '../../core/schedule/day-names.js';
import { subcommand } from '../../work/commands/arguments.js';
import { fail, noMoreThan, required } from '../../work/commands/parse-helpers.js';
import { readPauseMinutes } from '../../work/commands/pause-minutes.js';
import type { FeedOperation } from './feed-operation.schema.js';
import { FeedRuleId, hoursOf, pauseLimits } from './feed-rule.schema.js';
import type { FeedRuleIssue } from './rule-issue.js';

/** The words of every feed's command, with their Italian aliases. */
export const feedSubcommands = {
  add: ['aggiungi', 'crea', 'nuovo'],
  list: ['elenco', 'lista', 'ls'],
  remove: ['rimuovi', 'elimina', 'rm', 'delete', 'del'],
  pause: ['pausa', 'sospendi'],
} as const;

const hoursNames = ['hours', 'orari', 'orario'];
const daysNames = ['days', 'giorni'];

/** Refuses the text with an issue the feed words (`fail({ code: 'invalid_<feed>', issue })`). */
export type Refuse = (issue: FeedRuleIssue) => never;

/**
 * The `hours=08:00-18:00` and `days=lun-ven` words of a rule (Italian aliases `orari=`, `giorni=`), each once:
 * read them one by one, then `hours()` is the rule's `hours` (all days, all day for the one not given).
 */
export class HoursWords {
  #range: { from: string; to: string } | undefined;
  #days: number[] | undefined;

  constructor(private readonly refuse: Refuse) {}

  /** Reads `key=value` (the whole word `given`, for the refusal) when it is one of these; false otherwise. */
  read(key: string, value: string, given: string): boolean {
    if (hoursNames.includes(key)) {
      if (this.#range) this.refuse({ kind: 'duplicate', given: key });
      this.#range = parseTimeRange(value) ?? this.refuse({ kind: 'bad_hours', given });
      return true;
    }
    if (daysNames.includes(key)) {
      if (this.#days) this.refuse({ kind: 'duplicate', given: key });
      this.#days = parseDays(value) ?? this.refuse({ kind: 'bad_days', given });
      return true;
    }
    return false;
  }

  hours(): ReturnType<typeof hoursOf> {
    return hoursOf(this.#range, this.#days);
  }
}

/**
 * `<command>` · `list` · `add <spec…>` · `remove <id>` · `pause <minutes>` (0 resumes) → the feed's operation
 * (`<prefix>.list` when no word is given). The spec's words are the feed's own (`parseSpec`).
 */
export function parseFeedCommand<const P extends string, S>(
  tokens: readonly string[],
  feed: { prefix: P; parseSpec(tokens: readonly string[]): S; refuse: Refuse },
): FeedOperation<P, S> {
  const { prefix, refuse } = feed;
  const [first] = tokens;
  if (first === undefined) return { type: `${prefix}.list` };
  const sub = subcommand(first, feedSubcommands);
  if (!sub) return fail({ code: 'unknown_subcommand', given: first });
  switch (sub) {
    case 'list':
      noMoreThan(tokens, 1);
      return { type: `${prefix}.list` };
    case 'add':
      return { type: `${prefix}.add`, rule: feed.parseSpec(tokens.slice(1)) };
    case 'remove': {
      const given = required(tokens, 1, 'id');
      const id = FeedRuleId.safeParse(given.toLowerCase());
      if (!id.success) return refuse({ kind: 'bad_rule_id', given });
      noMoreThan(tokens, 2);
      return { type: `${prefix}.remove`, id: id.data };
    }
    case 'pause': {
      const minutes = readPauseMinutes(tokens, pauseLimits.max, (given) =>
        refuse({ kind: 'bad_minutes', given }),
      );
      return { type: `${prefix}.pause`, minutes };
    }
  }
}
