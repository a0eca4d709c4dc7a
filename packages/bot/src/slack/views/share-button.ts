import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { actionIds } from './action-ids.js';
import { actions, button, fitMessage, type SlackMessage } from './blocks.js';

/** The answer with "Condividi nel canale" (its stored copy under `shareId`), in its last row of buttons if it fits. */
export function withShareButton(message: SlackMessage, shareId: string, locale: Locale): SlackMessage {
  const share = button({ text: messagesFor(locale).common.share, actionId: actionIds.share, value: shareId });
  const blocks = [...message.blocks];
  const last = blocks.at(-1);
  if (last?.type === 'actions' && last.elements.length < 25) {
    blocks[blocks.length - 1] = { ...last, elements: [...last.elements, share] };
  } else {
    blocks.push(...actions([share]));
  }
  return fitMessage({ text: message.text, blocks }, (n) => `… +${n}`);
}
