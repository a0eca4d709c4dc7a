import type { QueueDetail } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { context, esc, fieldSections, header, type SlackMessage } from '../../slack/views/blocks.js';
import { dayText } from '../../slack/views/local-time.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { waitText } from '../../slack/views/wait-text.js';
import { memberList } from './queue-list.view.js';
import { queueTextsFor } from './queue-messages.js';

/**
 * `/queue <name>`: configuration, members and today's statistics of one queue.
 * @see pbx-api-reference.md "Queue (configuration)", endpoint 12
 */
export function queueDetailView(queue: QueueDetail, locale: Locale): SlackMessage {
  const t = queueTextsFor(locale);
  const q = t.queue;
  const s = queue.statistics;
  const blocks = [
    header(q.detailTitle(queue.queue_name)),
    ...fieldSections([
      [q.strategy, `${q.strategies[queue.strategy] ?? esc(queue.strategy)} (${mrkdwnCode(queue.strategy)})`],
      [q.timeout, `${esc(String(queue.timeout))} s`],
      [q.maxlen, queue.maxlen === 0 ? q.unlimited : String(queue.maxlen)],
      [q.musiconhold, esc(queue.musiconhold) || t.common.none],
      [q.announce, queue.announce ? esc(queue.announce) : t.common.none],
      [`${q.members} (${queue.total_members})`, memberList(queue.members, t.common.none)],
    ]),
    context(`*${q.statsTitle(dayText(s.date, s.date, locale))}*`),
    ...fieldSections([
      [q.entered, String(s.calls_entered)],
      [q.answered, String(s.calls_answered)],
      [q.abandoned, String(s.calls_abandoned)],
      [q.avgWait, waitText(s.avg_wait_time)],
    ]),
  ];
  return {
    text: `${esc(queue.queue_name)}: ${q.entered} ${s.calls_entered}, ${q.answered} ${s.calls_answered}, ${q.abandoned} ${s.calls_abandoned}`,
    blocks,
  };
}
