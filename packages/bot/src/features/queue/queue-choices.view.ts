import type { Locale } from '../../core/config/bot-config.schema.js';
import { actions, context, type SlackMessage, section } from '../../slack/views/blocks.js';
import { escapeMarkup, mrkdwnLine } from '../../slack/views/mrkdwn-text.js';
import { openButtons } from '../../slack/views/open-buttons.js';
import type { QueueOperation } from './queue.schema.js';
import { queueTextsFor } from './queue-messages.js';

/**
 * A queue that does not exist: the API's message, how `/queue` is used (`usage`), and the account's queues as
 * buttons that open the same view (detail or live) of the queue picked.
 */
export function queueChoicesView(
  message: string,
  queues: readonly string[],
  live: boolean,
  usage: string,
  locale: Locale,
): SlackMessage {
  const t = queueTextsFor(locale);
  const text = t.common.warning(mrkdwnLine(message));
  const buttons = openButtons(
    queues.map((name): { label: string; operation: QueueOperation } => ({
      label: name,
      operation: live ? { type: 'queue.live', name, page: 1 } : { type: 'queue.detail', name },
    })),
  );
  return {
    text,
    blocks: [
      section(text),
      context(`*${t.common.usageTitle}*`),
      section(escapeMarkup(usage)),
      ...(buttons.length > 0 ? [section(t.queue.pick), ...actions(buttons)] : []),
    ],
  };
}
