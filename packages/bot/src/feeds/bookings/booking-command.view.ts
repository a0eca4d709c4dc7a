import type { Locale } from '../../core/config/bot-config.schema.js';
import { daysText } from '../../core/schedule/day-names.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { clockText } from '../../slack/views/clock-text.js';
import { ruleListView, textView } from '../kit/feed-command.view.js';
import { bookingMessagesFor } from './booking-messages.js';
import type { BookingRule } from './booking-rule.schema.js';

/** What a rule tells: its calendars and hours. */
function ruleText(rule: BookingRule, locale: Locale): string {
  const t = bookingMessagesFor(locale).rules;
  const calendars = rule.calendars.length === 0 ? t.allCalendars : t.calendars(rule.calendars.join(', '));
  const hours = rule.hours
    ? t.hours(daysText(rule.hours.days, locale), rule.hours.from, rule.hours.to)
    : t.always;
  return `${calendars}, ${hours}`;
}

/** The answer to `/book notices add`: where the notices go, and what is missing for them to arrive. */
export function bookingAddedView(rule: BookingRule, hasSecret: boolean, locale: Locale): SlackMessage {
  const t = bookingMessagesFor(locale).rules;
  const added = t.added(rule.id, rule.channel, ruleText(rule, locale));
  return textView(hasSecret ? added : `${added}\n${t.noSecret}`);
}

/** The answer to `/book notices list`: the account's rules, paused channels, and whether webhooks can arrive. */
export function bookingListView(
  rules: readonly { rule: BookingRule; pausedUntil: number | null }[],
  hasSecret: boolean,
  timeZone: string,
  locale: Locale,
): SlackMessage {
  const t = bookingMessagesFor(locale).rules;
  const lines = rules.map(({ rule, pausedUntil }) => {
    const parts = [`\`${rule.id}\``, t.channel(rule.channel), ruleText(rule, locale)];
    if (rule.source === 'config') parts.push(t.fromFile);
    if (pausedUntil !== null) parts.push(t.pausedUntil(clockText(pausedUntil, timeZone)));
    return parts.join(' · ');
  });
  return ruleListView({
    title: t.listTitle,
    none: t.none,
    lines,
    notes: [t.webhook(hasSecret ? t.secretSet : t.secretMissing)],
  });
}
