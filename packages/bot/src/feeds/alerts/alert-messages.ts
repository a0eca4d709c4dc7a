import type { Locale } from '../../core/config/bot-config.schema.js';
import { catalogOf } from '../kit/feed-messages.js';
import { givenIssueText } from '../kit/rule-issue.js';
import { alertMessagesEn } from './alert-messages.en.js';
import { type AlertMessages, alertMessagesIt } from './alert-messages.it.js';
import type { AlertRuleIssue } from './alert-rule-issue.js';

export type { AlertMessages } from './alert-messages.it.js';

/** The alert texts of a locale (cards are written in the bot's default locale). */
export const alertMessagesFor = catalogOf<AlertMessages>({ it: alertMessagesIt, en: alertMessagesEn });

/** The sentence explaining why a `/queue alert` text was refused. */
export function alertIssueText(issue: AlertRuleIssue, locale: Locale): string {
  const t = alertMessagesFor(locale).issues;
  switch (issue.kind) {
    case 'no_condition':
      return t.no_condition;
    case 'bad_value':
      return t.bad_value(issue.field, issue.given);
    case 'out_of_range':
      return t.out_of_range(issue.field, issue.min, issue.max);
    case 'not_stricter':
      return t.not_stricter(issue.field);
    case 'too_many_mentions':
      return t.too_many_mentions(issue.max);
    default:
      return givenIssueText(t, issue);
  }
}
