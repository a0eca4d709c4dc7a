import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { actionIds } from './action-ids.js';
import { actions, button, esc, type SlackMessage, section } from './blocks.js';

/** Why a command cannot be run later from the day-limit answer. */
export type NotDeferred = 'call' | 'modal';

/**
 * The account's day budget is spent: said plainly (requests resume at 00:00 in the account's time zone), with
 * "Esegui alle 00:00" and "Annulla" when the command was kept under `deferredId`.
 * @see pbx-api-reference.md#limits (the daily limit counts per calendar day in the account's time zone)
 */
export function dayLimitView(
  input: { timeZone: string; deferredId?: string | undefined; notDeferred?: NotDeferred },
  locale: Locale,
): SlackMessage {
  const t = messagesFor(locale);
  const reached = t.dayLimit.reached(esc(input.timeZone));
  if (input.deferredId === undefined) {
    const why = input.notDeferred === 'call' ? ` ${t.dayLimit.callsNotDeferred}` : '';
    return { text: `${reached}${why}`, blocks: [section(`${reached}${why}`)] };
  }
  return {
    text: reached,
    blocks: [
      section(`${reached}\n${t.dayLimit.question}`),
      ...actions([
        button({
          text: t.dayLimit.runAtReset,
          actionId: actionIds.runAtReset,
          value: input.deferredId,
          style: 'primary',
        }),
        button({ text: t.common.cancel, actionId: actionIds.dropDeferred, value: input.deferredId }),
      ]),
    ],
  };
}

/** The answer to "Esegui alle 00:00": when it runs and where the answer will arrive. */
export function scheduledAtResetView(timeZone: string, locale: Locale): SlackMessage {
  const text = messagesFor(locale).dayLimit.scheduled(esc(timeZone));
  return { text, blocks: [section(text)] };
}
