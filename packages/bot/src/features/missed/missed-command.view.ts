import { zonedParts } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import {
  type Block,
  context,
  esc,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../views/blocks.js';
import { displayPhoneNumber } from '../../views/phone-display.js';
import type { FeedState } from './feed-state.js';
import { missedMessagesFor } from './missed-messages.js';
import type { MissedRule, MissedRuleSpec } from './missed-rule.schema.js';
import type { RuleState } from './missed-store.js';

/** `HH:MM` of an instant in the account's time zone. */
export function clockTime(ms: number, timeZone: string): string {
  const { hour, minute } = zonedParts(new Date(ms), timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** ISO weekdays as the shortest readable text: `lun–ven`, `lun, mer, ven`. */
export function daysText(days: readonly number[], locale: Locale): string {
  const names = missedMessagesFor(locale).weekdays;
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const contiguous = sorted.every((d, i) => i === 0 || d === (sorted[i - 1] ?? 0) + 1);
  if (sorted.length > 2 && contiguous)
    return `${names[(sorted[0] ?? 1) - 1]}–${names[(sorted.at(-1) ?? 7) - 1]}`;
  return sorted.map((d) => names[d - 1]).join(', ');
}

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
  if (rules.length === 0) return { text: r.none, blocks: [header(r.listTitle), section(r.none)] };
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
  const notes = [
    ...(feed.lastReadAt !== undefined ? [r.lastRead(clockTime(feed.lastReadAt, timeZone))] : []),
    ...(feed.nextReadAt !== undefined ? [r.nextRead(clockTime(feed.nextReadAt, timeZone))] : []),
  ];
  const blocks: Block[] = [
    header(r.listTitle),
    ...lineSections(lines, 40, (n) => `… +${n}`),
    ...(notes.length > 0 ? [context(...notes)] : []),
  ];
  return { text: `${r.listTitle}: ${rules.length}`, blocks };
}

export function missedTextView(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}
