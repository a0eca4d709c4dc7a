import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  actions,
  button,
  context,
  esc,
  lineSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { missedActionIds } from './missed-ids.js';
import { missedMessagesFor } from './missed-messages.js';
import { isDialable } from './missed-record.js';
import { calledText, callerText, timeOf } from './notice.view.js';
import type { Notice } from './notice-store.js';

/** A missed call of today as a line (the list offered when a rule is enabled). */
export interface TodayLine {
  at: string;
  caller: string;
  label: string;
  destination: string;
}

/** The one line posted when a rule is enabled: how many calls were missed today, and a button to see them. */
export function enabledView(
  count: number,
  ref: { accountId: string; ruleId: string },
  locale: Locale,
): SlackMessage {
  const t = missedMessagesFor(locale).enabled;
  const text = t.text(count);
  const buttons =
    count > 0
      ? [
          button({
            text: t.show,
            actionId: missedActionIds.showToday,
            value: JSON.stringify({ a: ref.accountId, r: ref.ruleId }),
          }),
        ]
      : [];
  return { text, blocks: [section(text), ...actions(buttons)] };
}

/** Today's missed calls before a rule was enabled (ephemeral, for who asked). */
export function todayListView(lines: readonly TodayLine[], locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale);
  const rows = lines.map((l) => {
    const who = isDialable(l.caller) ? displayPhoneNumber(l.caller) : t.notice.anonymous;
    const label = l.label && l.label !== l.caller ? ` (${esc(l.label)})` : '';
    return `• ${timeOf(l.at)} · ${esc(who)}${label} → ${esc(displayPhoneNumber(l.destination))}`;
  });
  return {
    text: t.enabled.list(lines.length),
    blocks: [section(t.enabled.list(lines.length)), ...lineSections(rows, 40, (n) => `+${n}`)],
  };
}

/** The daily line of a rule's channel: what is still to call back. */
export function dailyView(open: readonly Notice[], locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale);
  const title = t.daily.title(open.length);
  const rows = [...open]
    .sort((a, b) => a.lastAt.localeCompare(b.lastAt))
    .map((n) =>
      t.summary.line(
        timeOf(n.lastAt),
        callerText(n, locale),
        calledText(n, locale),
        n.count,
        n.taken ? t.summary.taken(`<@${n.taken.by}>`) : '',
      ),
    );
  return {
    text: title,
    blocks:
      rows.length === 0
        ? [section(title)]
        : [section(title), ...lineSections(rows, 40, (n) => `+${n}`), context(t.notice.stillOpen)],
  };
}
