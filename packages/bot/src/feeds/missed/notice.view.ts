import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import {
  actions,
  button,
  confirmDialog,
  context,
  esc,
  fieldSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { missedActionIds, noticeValue } from './missed-ids.js';
import { type MissedMessages, missedMessagesFor } from './missed-messages.js';
import { isDialable } from './missed-record.js';
import type { Notice, NoticeCallback } from './notice-store.js';

/** `2026-11-26 10:42:07` → `10:42`. */
export function timeOf(calldate: string): string {
  return esc(calldate.slice(11, 16));
}

/** The caller as people read them: label and number, or "numero nascosto". */
export function callerText(notice: Pick<Notice, 'caller' | 'label'>, locale: Locale): string {
  const t = missedMessagesFor(locale).notice;
  if (!isDialable(notice.caller)) {
    const label = notice.label.trim();
    return label && label !== notice.caller ? `${esc(label)} (${t.anonymous})` : t.anonymous;
  }
  const number = displayPhoneNumber(notice.caller);
  const label = notice.label.trim();
  return label && label.replace(/\D/g, '') !== notice.caller.replace(/\D/g, '')
    ? `*${esc(label)}* · ${esc(number)}`
    : `*${esc(number)}*`;
}

/** Where they called, on one line: the number called, or the queue they left (a provisional record). */
export function calledText(notice: Pick<Notice, 'destination' | 'liveQueue'>, locale: Locale): string {
  return notice.liveQueue
    ? missedMessagesFor(locale).notice.summaryQueue(esc(notice.liveQueue))
    : esc(displayPhoneNumber(notice.destination));
}

/** Who: a Slack user mention. */
const user = (id: string) => `<@${id}>`;

/**
 * One missed-call notice: who called (label and number as people read it), the number called, when, how long
 * they waited, how many times today; who took it, the callback seen in the history and its outcome, who
 * blocked the number; the buttons while it is open (none to call back or block a withheld number).
 * @see pbx-api-reference.md "Inbound call record"
 */
export function noticeView(
  notice: Notice,
  options: { blockList: string; timeZone: string; locale: Locale },
): SlackMessage {
  const { locale } = options;
  const t = missedMessagesFor(locale).notice;
  const who = callerText(notice, locale);
  const title = titleOf(notice.status, t)(who);
  const abandoned = notice.lastStatus === 'abandoned';
  // a provisional record (a caller a live sample saw leave the queue): what the sample knows, the queue
  // instead of the number called, the least they waited
  const live = notice.liveQueue;
  const fields: [string, string][] = [
    live ? [t.queue, esc(live)] : [t.called, esc(displayPhoneNumber(notice.destination))],
    [t.when, timeOf(notice.lastAt)],
    [
      t.waited,
      live
        ? t.waitedAtLeast(minutesSeconds(notice.waitSeconds))
        : t.waitedText(t.seconds(notice.waitSeconds), abandoned),
    ],
    [t.today, t.count(notice.count, timeOf(notice.lastAt))],
  ];
  const lines: string[] = [];
  if (live && notice.status === 'open') lines.push(t.provisional);
  lines.push(...callbackLines(notice, options));
  if (notice.taken) lines.push(t.takenBy(user(notice.taken.by)));
  if (notice.done) lines.push(t.doneBy(user(notice.done.by), clock(notice.done.at, options.timeZone)));
  const { blocked } = notice;
  if (blocked)
    lines.push(t.blockedBy(user(blocked.by), clock(blocked.at, options.timeZone), esc(blocked.list)));
  if (notice.status === 'open' && !isDialable(notice.caller)) lines.push(t.noCallback);
  const buttons = notice.status !== 'open' ? [] : noticeButtons(notice, options.blockList, t);
  const summary = `${title.replace(/\*/g, '')} · ${t.count(notice.count, timeOf(notice.lastAt))}`;
  return {
    text: summary,
    blocks: [
      section(title),
      ...fieldSections(fields),
      ...(lines.length > 0 ? [context(...lines)] : []),
      ...actions(buttons, `missed_${notice.id}`),
    ],
  };
}

/** The title of a notice in its state. */
function titleOf(status: Notice['status'], t: MissedMessages['notice']): (who: string) => string {
  if (status === 'resolved') return t.resolvedTitle;
  if (status === 'done') return t.doneTitle;
  if (status === 'blocked') return t.blockedTitle;
  return t.title;
}

/** The buttons of an open notice: call back and block only for a number that can be dialled. */
function noticeButtons(notice: Notice, blockList: string, t: MissedMessages['notice']) {
  const value = noticeValue(notice.accountId, notice.id);
  const dialable = isDialable(notice.caller);
  return [
    ...(dialable
      ? [
          button({
            text: t.callBack,
            actionId: `${actionIds.callBack}:0`,
            // the notice too: "Chiama" then shows at once who is calling back
            value: JSON.stringify({ number: notice.caller, a: notice.accountId, n: notice.id }),
            style: 'primary' as const,
          }),
        ]
      : []),
    // kept once taken: a second person clicking is told who already has it
    button({ text: t.take, actionId: missedActionIds.take, value }),
    ...(dialable
      ? [
          button({
            text: t.block,
            actionId: missedActionIds.block,
            value,
            style: 'danger' as const,
            confirm: confirmDialog({
              title: t.confirmBlockTitle,
              text: t.confirmBlock(displayPhoneNumber(notice.caller), blockList),
              confirm: t.confirm,
              deny: t.cancel,
              danger: true,
            }),
          }),
        ]
      : []),
    button({ text: t.done, actionId: missedActionIds.done, value }),
  ];
}

/** Who called back from a phone: the Slack user linked to the extension, else its name, else the extension. */
function callbackWho(cb: NoticeCallback): string {
  if (cb.user) return user(cb.user);
  return esc(cb.name ?? cb.by);
}

/**
 * The callback on a notice: confirmed from it ("In richiamata da <@user>"), then as the history shows it; a
 * record from the extension of whoever confirmed is shown by their name, any other by who the extension is
 * (see `callbackWho`).
 */
function callbackLines(notice: Notice, options: { timeZone: string; locale: Locale }): string[] {
  const t = missedMessagesFor(options.locale).notice;
  const { callback: cb, calling } = notice;
  if (cb?.kind === 'in') return [t.calledAgain(timeOf(cb.at))];
  if (cb && calling && cb.ext && cb.ext === calling.ext)
    return [t.calledBackBy(user(calling.by), timeOf(cb.at), cb.outcome === 'ANSWERED')];
  const lines: string[] = [];
  if (calling) lines.push(t.callingBack(user(calling.by), clock(calling.at, options.timeZone)));
  if (cb) lines.push(t.callback(callbackWho(cb), timeOf(cb.at), t.outcomes[cb.outcome] ?? esc(cb.outcome)));
  return lines;
}

/** `95` → `1:35`. */
export function minutesSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function clock(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('it-IT', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(ms));
}
