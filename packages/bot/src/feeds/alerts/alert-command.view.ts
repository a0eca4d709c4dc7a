import type { Locale } from '../../core/config/bot-config.schema.js';
import { context, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import { ruleListView, textView } from '../kit/feed-command.view.js';
import { clockTime, daysText, duration, mentionMarkup, waitThreshold } from './alert-format.js';
import { alertMessagesFor } from './alert-messages.js';
import { ALL_QUEUES, type AlertRule, type AlertRuleSpec, type Thresholds } from './alert-rule.schema.js';
import type { PollState } from './alert-scheduler.js';

function thresholdsText(t: Thresholds, locale: Locale): string {
  const r = alertMessagesFor(locale).rules;
  const parts: string[] = [];
  if (t.waiting !== undefined) parts.push(r.waiting(t.waiting));
  if (t.waitSeconds !== undefined) parts.push(r.wait(waitThreshold(t.waitSeconds, locale)));
  if (t.noAgents) parts.push(r.noAgents);
  return parts.join(r.or);
}

/** One line describing a rule: queue, levels, mentions, hours. */
export function describeRule(rule: AlertRuleSpec, locale: Locale): string {
  const r = alertMessagesFor(locale).rules;
  const parts = [rule.queue === ALL_QUEUES ? r.allQueues : r.queue(esc(rule.queue))];
  if (rule.warning) parts.push(`${r.warning}: ${thresholdsText(rule.warning, locale)}`);
  if (rule.critical) parts.push(`${r.critical}: ${thresholdsText(rule.critical, locale)}`);
  if (rule.mention.length > 0) parts.push(r.mention(rule.mention.map(mentionMarkup).join(' ')));
  if (rule.hours) parts.push(r.hours(daysText(rule.hours.days, locale), rule.hours.from, rule.hours.to));
  return parts.join(' · ');
}

/** The answer to `/queue alert add`. */
export function alertAddedView(rule: AlertRule, intervalMs: number, locale: Locale): SlackMessage {
  const r = alertMessagesFor(locale).rules;
  const text = `${r.added(rule.id)} ${describeRule(rule, locale)}`;
  return {
    text,
    blocks: [
      section(r.added(rule.id)),
      section(describeRule(rule, locale)),
      context(r.pollNote(duration(intervalMs, locale))),
    ],
  };
}

/** The answer to `/queue alert list`: every rule of the account, this channel's first, and its pause. */
export function alertListView(
  rules: readonly AlertRule[],
  input: {
    channel: string | undefined;
    pausedUntil: number | null;
    timeZone: string;
    plan: PollState | undefined;
  },
  locale: Locale,
): SlackMessage {
  const r = alertMessagesFor(locale).rules;
  const sorted = [...rules].sort(
    (a, b) => Number(b.channel === input.channel) - Number(a.channel === input.channel),
  );
  const lines = sorted.map((rule) => {
    const where = rule.channel === input.channel ? r.here : r.inChannel(rule.channel);
    const source = rule.source === 'config' ? ` ${r.fromConfig}` : '';
    return `\`${rule.id}\` · ${where} · ${describeRule(rule, locale)}${source}`;
  });
  const plan = input.plan ? planLines(input.plan, input.timeZone, locale) : [];
  return ruleListView({
    title: r.listTitle,
    none: r.none,
    lines,
    notes: input.pausedUntil !== null ? [r.pausedUntil(clockTime(input.pausedUntil, input.timeZone))] : [],
    extra: plan.length > 0 ? [section(`*${r.planTitle}*\n${plan.join('\n')}`)] : [],
  });
}

/** The reading plan as `/queue alert list` shows it: next check and why, interval, reads left, profile, notes. */
export function planLines(plan: PollState, timeZone: string, locale: Locale): string[] {
  const t = alertMessagesFor(locale);
  const lines: string[] = [];
  if (plan.note) lines.push(t.rules.planNotes[plan.note] ?? plan.note);
  if (plan.nextReadAt !== undefined && plan.reason !== undefined) {
    const reason = t.account.reasons[plan.reason] ?? plan.reason;
    lines.push(t.rules.planNext(clockTime(plan.nextReadAt, timeZone, true), reason));
  }
  if (plan.intervalMs !== undefined) lines.push(t.rules.planInterval(duration(plan.intervalMs, locale)));
  if (plan.readsLeft !== undefined) lines.push(t.rules.planReads(plan.readsLeft, plan.reserved ?? 0));
  if (plan.share !== undefined)
    lines.push(t.account.shareBasis(Math.round(plan.share * 100), plan.shareBasis === 'usage'));
  if (plan.profileCalls !== undefined && plan.profileDays !== undefined)
    lines.push(t.rules.planProfile(plan.profileCalls, plan.profileDays));
  else if (plan.readsLeft !== undefined) lines.push(t.rules.planUniform);
  return lines;
}

/** A one-sentence answer (removed, paused, resumed). */
export const alertNoticeView = textView;
