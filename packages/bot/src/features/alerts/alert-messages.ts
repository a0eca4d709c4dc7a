import type { Locale } from '../../config/bot-config.schema.js';
import { alertMessagesEn } from './alert-messages.en.js';
import { type AlertMessages, alertMessagesIt } from './alert-messages.it.js';
import type { AlertRuleIssue } from './alert-rule-issue.js';

export type { AlertMessages } from './alert-messages.it.js';

const catalogs: Record<Locale, AlertMessages> = { it: alertMessagesIt, en: alertMessagesEn };

/** The alert texts of a locale (cards are written in the bot's default locale). */
export function alertMessagesFor(locale: Locale): AlertMessages {
  return catalogs[locale];
}

/** The sentence explaining why a `/queue alert` text was refused. */
export function alertIssueText(issue: AlertRuleIssue, locale: Locale): string {
  const t = alertMessagesFor(locale).issues;
  switch (issue.kind) {
    case 'no_condition':
      return t.no_condition;
    case 'bad_token':
      return t.bad_token(issue.given);
    case 'bad_value':
      return t.bad_value(issue.field, issue.given);
    case 'out_of_range':
      return t.out_of_range(issue.field, issue.min, issue.max);
    case 'duplicate':
      return t.duplicate(issue.given);
    case 'not_stricter':
      return t.not_stricter(issue.field);
    case 'bad_hours':
      return t.bad_hours(issue.given);
    case 'bad_days':
      return t.bad_days(issue.given);
    case 'bad_mention':
      return t.bad_mention(issue.given);
    case 'too_many_mentions':
      return t.too_many_mentions(issue.max);
    case 'bad_minutes':
      return t.bad_minutes(issue.given);
    case 'bad_rule_id':
      return t.bad_rule_id(issue.given);
  }
}
