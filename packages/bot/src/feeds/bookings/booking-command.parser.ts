import { Slug } from '@centralino/schemas';
import { fail } from '../../work/commands/parse-helpers.js';
import { HoursWords } from '../kit/feed-command.parser.js';
import { type BookingRuleSpec, bookingLimits } from './booking-rule.schema.js';
import type { BookingRuleIssue } from './booking-rule-issue.js';

/** Refuses the text of the command with an issue the feed words. */
export function refuseBookingRule(issue: BookingRuleIssue): never {
  fail({ code: 'invalid_bookings', issue });
}

/**
 * `[<calendar>…] [hours=08:00-18:00] [days=lun-ven]` → a rule spec: the calendars by their slug, as typed in any
 * case (none: every calendar of the account).
 */
export function parseBookingSpec(tokens: readonly string[]): BookingRuleSpec {
  const calendars: string[] = [];
  const hours = new HoursWords(refuseBookingRule);
  for (const token of tokens) {
    const eq = token.indexOf('=');
    if (eq > 0) {
      if (!hours.read(token.slice(0, eq).toLowerCase(), token.slice(eq + 1), token))
        refuseBookingRule({ kind: 'bad_token', given: token });
      continue;
    }
    const slug = Slug.safeParse(token.toLowerCase());
    if (!slug.success) refuseBookingRule({ kind: 'bad_token', given: token });
    if (!calendars.includes(slug.data)) calendars.push(slug.data);
  }
  if (calendars.length > bookingLimits.calendars)
    refuseBookingRule({ kind: 'too_many_calendars', max: bookingLimits.calendars });
  return { calendars, ...hours.hours() };
}
