import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { button, context, type SlackMessage, section } from '../../slack/views/blocks.js';
import { type MissedMessages, missedMessagesFor } from './missed-messages.js';
import { isDialable } from './missed-record.js';
import { calledText, callerText, timeOf } from './notice.view.js';
import type { Notice } from './notice-store.js';

/** Rows shown one per section (with its "Richiama"); past it the rest are counted. */
const MAX_ROWS = 45;

/** A row's state: resolved, closed, blocked (by whom), taken (by whom), or nothing while it waits. */
function stateOf(n: Notice, t: MissedMessages['summary']): string {
  if (n.status === 'resolved') return t.resolved;
  if (n.status === 'done') return t.done;
  if (n.blocked) return t.blocked(`<@${n.blocked.by}>`);
  if (n.taken) return t.taken(`<@${n.taken.by}>`);
  return '';
}

/**
 * A burst of missed calls in one message: every notice of the burst on one row — when, who, the number called,
 * how many times, and its state (taken, resolved, closed, blocked) — kept up to date as they change; "Richiama" on each
 * row still open with a number to call.
 */
export function summaryView(notices: readonly Notice[], locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale);
  const sorted = [...notices].sort((a, b) => a.firstAt.localeCompare(b.firstAt) || a.id.localeCompare(b.id));
  const title = t.summary.title(sorted.length);
  const rows = sorted.slice(0, MAX_ROWS).map((n, i) => {
    const state = stateOf(n, t.summary);
    const line = t.summary.line(
      timeOf(n.lastAt),
      callerText(n, locale),
      calledText(n, locale),
      n.count,
      state,
    );
    const callBack =
      n.status === 'open' && isDialable(n.caller)
        ? button({
            text: t.notice.callBack,
            actionId: `${actionIds.callBack}:${i}`,
            value: JSON.stringify({ number: n.caller, a: n.accountId, n: n.id }),
          })
        : undefined;
    return section(line, callBack);
  });
  const hidden = sorted.length - rows.length;
  return {
    text: title,
    blocks: [section(title), ...rows, ...(hidden > 0 ? [context(`+${hidden}`)] : [])],
  };
}
