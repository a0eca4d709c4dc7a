import type { OriginateResult } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { actionIds } from '../../views/action-ids.js';
import { actions, button, context, esc, type SlackMessage, section } from '../../views/blocks.js';
import { whenText } from '../../views/local-time.js';
import { callConfirmId } from './call-ids.js';
import { callTextsFor } from './call-messages.js';

/** What the "Chiama" button of a confirmation carries. */
export interface CallConfirmValue {
  number: string;
  /** Identifies the confirmation: however often it is clicked or delivered, it dials at most once. */
  confirmation: string;
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
): SlackMessage {
  const t = callTextsFor(locale);
  const text = t.call.confirmText(esc(number), esc(extension));
  return {
    text,
    blocks: [
      section(`:telephone_receiver: ${text}`),
      ...actions([
        button({
          text: t.call.confirmButton,
          actionId: callConfirmId,
          value: JSON.stringify({ number, confirmation } satisfies CallConfirmValue),
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
