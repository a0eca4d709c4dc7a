import type { Locale } from '../../core/config/bot-config.schema.js';
import { daysText } from '../../core/schedule/day-names.js';
import { esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import { clockText as clockTime } from '../../slack/views/clock-text.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { ruleListView, textView } from '../kit/feed-command.view.js';
import type { FeedState } from './feed-state.js';
import { missedMessagesFor } from './missed-messages.js';
import type { MissedRule, MissedRuleSpec } from './missed-rule.schema.js';
import type { RuleState } from './missed-store.js';

export { clockTime };

/** One line describing a rule: numbers, hours, daily line. */
export function describeMissedRule(rule: MissedRuleSpec, locale: Locale): string {
  const r = missedMessagesFor(locale).rules;
  return [
    rule.numbers.length === 0
      ? r.allNumbers
      : r.numbers(rule.numbers.map((n) => esc(displayPhoneNumber(n))).join(', ')),
    rule.hours ? r.hours(daysText(rule.hours.days, locale), rule.hours.from, rule.hours.to) : r.always,
    r.daily(rule.daily),
  ].join(' · ');
}

export function missedAddedView(rule: MissedRule, locale: Locale): SlackMessage {
  const r = missedMessagesFor(locale).rules;
  const text = `${r.added(rule.id)} ${describeMissedRule(rule, locale)}`;
  return { text, blocks: [section(r.added(rule.id)), section(describeMissedRule(rule, locale))] };
}

/** A rule as `/calls missed list` shows it, with what it knows about itself. */
export interface RuleOverview {
  rule: MissedRule;
  state: RuleState;
  pausedUntil: number | null;
  open: number;
}

/**
 * `/calls missed list`: per rule its channel, numbers, hours, pause, open notices, and — when its notices are
 * late — why (the history failing, the budget, Slack, the channel) and since when.
 */
export function missedListView(
  rules: readonly RuleOverview[],
  feed: FeedState,
  timeZone: string,
  locale: Locale,
): SlackMessage {
  const r = missedMessagesFor(locale).rules;
  const lines = rules.map(({ rule, state, pausedUntil, open }) => {
    const parts = [`\`${rule.id}\``, r.channel(rule.channel), describeMissedRule(rule, locale), r.open(open)];
    if (pausedUntil !== null) parts.push(r.pausedUntil(clockTime(pausedUntil, timeZone)));
    if (rule.source === 'config') parts.push(r.fromFile);
    const problem = state.problem ?? feed.problem;
    const last = [state.lastProblem, feed.lastProblem]
      .filter((p) => p !== undefined)
      .sort((a, b) => b.since - a.since)[0];
    const late = problem
      ? `\n${r.late(r.problems[problem.kind] ?? problem.kind, clockTime(problem.since, timeZone))}`
      : last
        ? `\n${r.lastLate(r.problems[last.kind] ?? last.kind, clockTime(last.since, timeZone))}`
        : '';
    return `${parts.join(' · ')}${late}`;
  });
  return ruleListView({
    title: r.listTitle,
    none: r.none,
    lines,
    notes: [
      ...(feed.lastReadAt !== undefined ? [r.lastRead(clockTime(feed.lastReadAt, timeZone))] : []),
      ...(feed.nextReadAt !== undefined ? [r.nextRead(clockTime(feed.nextReadAt, timeZone))] : []),
    ],
  });
}

export const missedTextView = textView;
