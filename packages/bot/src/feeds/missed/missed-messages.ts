import type { Locale } from '../../core/config/bot-config.schema.js';
import { catalogOf } from '../kit/feed-messages.js';
import { givenIssueText } from '../kit/rule-issue.js';
import { missedMessagesEn } from './missed-messages.en.js';
import { type MissedMessages, missedMessagesIt } from './missed-messages.it.js';
import type { MissedRuleIssue } from './missed-rule-issue.js';

export type { MissedMessages } from './missed-messages.it.js';

/** The missed-call texts of a locale (notices are written in the bot's default locale). */
export const missedMessagesFor = catalogOf<MissedMessages>({ it: missedMessagesIt, en: missedMessagesEn });

/** The sentence explaining why a `/calls missed` text was refused. */
export function missedIssueText(issue: MissedRuleIssue, locale: Locale): string {
  const t = missedMessagesFor(locale).issues;
  return issue.kind === 'too_many_numbers' ? t.too_many_numbers(issue.max) : givenIssueText(t, issue);
}

/** The usage of `/calls missed …`, added to the help of `/calls`. */
export const missedUsage: Readonly<Record<Locale, string>> = {
  it: '`/calls missed add [<numero VoIP>…] [hours=08:00-18:00] [days=lun-ven] [daily=17:30]` — un avviso in questo canale per ogni chiamata persa (senza numeri: tutti i numeri), con riepilogo giornaliero\n`/calls missed list` — avvisi attivi e chiamate da richiamare\n`/calls missed remove <id>` — elimina un avviso\n`/calls missed pause <minuti>` — mette in pausa gli avvisi di questo canale (0 li riattiva)',
  en: "`/calls missed add [<VoIP number>…] [hours=08:00-18:00] [days=mon-fri] [daily=17:30]` — a notice in this channel for every missed call (no number: every number), with a daily summary\n`/calls missed list` — active rules and calls to call back\n`/calls missed remove <id>` — delete a rule\n`/calls missed pause <minutes>` — pause this channel's notices (0 resumes)",
};
