import type { OriginateResult } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { actions, button, context, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import { whenText } from '../../slack/views/local-time.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { callConfirmId } from './call-ids.js';
import { callTextsFor } from './call-messages.js';

/** What the "Chiama" button of a confirmation carries. */
export interface CallConfirmValue {
  number: string;
  /** Identifies the confirmation: however often it is clicked or delivered, it dials at most once. */
  confirmation: string;
  /** A callback from a missed-call notice: its account (`a`) and id (`n`). */
  a?: string;
  n?: string;
}

/** A confirmation of "Richiama" on a missed-call notice: which notice, and who is already calling it back. */
export interface CallConfirmExtra {
  notice?: { a: string; n: string } | undefined;
  /** Said first (someone else is already calling the number back). */
  warning?: string | undefined;
}

/**
 * `/call <number>`: asks for confirmation with a "Chiama" button before anything is dialled. `confirmation` is
 * a new id per confirmation (see {@link CallConfirmValue}).
 * @see pbx-api-reference.md endpoint 15
 */
export function callConfirmView(
  number: string,
  extension: string,
  confirmation: string,
  locale: Locale,
  extra: CallConfirmExtra = {},
): SlackMessage {
  const t = callTextsFor(locale);
  // written as the missed-call notices write it
  const asked = t.call.confirmText(esc(displayPhoneNumber(number)), esc(extension));
  const text = extra.warning ? `${extra.warning}\n${asked}` : asked;
  return {
    text,
    blocks: [
      ...(extra.warning ? [section(extra.warning)] : []),
      section(`:telephone_receiver: ${asked}`),
      ...actions([
        button({
          text: t.call.confirmButton,
          actionId: callConfirmId,
          value: JSON.stringify({ number, confirmation, ...extra.notice } satisfies CallConfirmValue),
          style: 'primary',
        }),
        button({ text: t.common.cancel, actionId: actionIds.callCancel, value: 'cancel' }),
      ]),
    ],
  };
}

/** The call was started (the exchange rings the extension first). */
export function callStartedView(result: OriginateResult, today: string, locale: Locale): SlackMessage {
  const t = callTextsFor(locale).call;
  const text = t.started(esc(result.number), esc(result.extension));
  const when = whenText(result.timestamp, today, locale);
  return { text, blocks: [section(text), context(t.startedNote(esc(result.call_id), when))] };
}
