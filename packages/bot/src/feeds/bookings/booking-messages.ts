import type { Locale } from '../../core/config/bot-config.schema.js';
import { catalogOf } from '../kit/feed-messages.js';
import { givenIssueText } from '../kit/rule-issue.js';
import { bookingMessagesEn } from './booking-messages.en.js';
import { type BookingMessages, bookingMessagesIt } from './booking-messages.it.js';
import type { BookingRuleIssue } from './booking-rule-issue.js';

export type { BookingMessages } from './booking-messages.it.js';

/** The booking texts of a locale (notices are written in the bot's default locale). */
export const bookingMessagesFor = catalogOf<BookingMessages>({
  it: bookingMessagesIt,
  en: bookingMessagesEn,
});

/** The sentence explaining why a `/book notices` text was refused. */
export function bookingIssueText(issue: BookingRuleIssue, locale: Locale): string {
  const t = bookingMessagesFor(locale).issues;
  return issue.kind === 'too_many_calendars' ? t.too_many_calendars(issue.max) : givenIssueText(t, issue);
}

/** The usage of `/book notices …`, added to the help of `/book`. */
export const bookingUsage: Readonly<Record<Locale, string>> = {
  it: '`/book notices add [<calendario>…] [hours=08:00-18:00] [days=lun-ven]` — in questo canale un avviso per ogni appuntamento preso o disdetto, da chiunque (agente AI, segreteria, pannello)\n`/book notices list` · `/book notices remove <id>` · `/book notices pause <minuti>`',
  en: '`/book notices add [<calendar>…] [hours=08:00-18:00] [days=mon-fri]` — in this channel a notice for every booking made or cancelled, by anyone (AI agent, answering service, dashboard)\n`/book notices list` · `/book notices remove <id>` · `/book notices pause <minutes>`',
};

/** The usage of `/pbx webhook`, added to the help of `/pbx`. */
export const webhookUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx webhook` — (amministratori) l’indirizzo dei webhook da incollare nel pannello dell’exchange e il segreto di firma',
  en: '`/pbx webhook` — (admins) the webhook address to paste into the exchange’s dashboard, and the signing secret',
};
