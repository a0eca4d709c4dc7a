import type { Queue } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  actions,
  type Block,
  context,
  esc,
  fieldSections,
  header,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { pageButtons, paginate } from '../../slack/views/paginate.js';
import type { QueueOperation } from './queue.schema.js';
import { queueTextsFor } from './queue-messages.js';

/** Queues per page: one section each. */
export const QUEUES_PER_PAGE = 10;

/** Members as `201 Mario Rossi, 202 …`, cut to fit a field. */
export function memberList(members: Queue['members'], none: string, max = 1800): string {
  if (members.length === 0) return none;
  let out = '';
  for (let i = 0; i < members.length; i++) {
    const m = members[i]!;
    const item = esc(m.description ? `${m.extension} ${m.description}` : m.extension);
    const next = out === '' ? item : `${out}, ${item}`;
    if (next.length > max) return `${out} … +${members.length - i}`;
    out = next;
  }
  return out;
}

/**
 * `/queue`: every queue with its strategy (explained) and members, paged.
 * @see pbx-api-reference.md "Queue (configuration)"
 */
export function queueListView(queues: readonly Queue[], page: number, locale: Locale): SlackMessage {
  const t = queueTextsFor(locale);
  const q = t.queue;
  if (queues.length === 0) return { text: q.empty, blocks: [header(q.listTitle), section(q.empty)] };
  const current = paginate(queues, page, QUEUES_PER_PAGE);
  const blocks: Block[] = [header(q.listTitle)];
  for (const queue of current.items) {
    blocks.push(section(`*${esc(queue.queue_name)}*`));
    blocks.push(
      ...fieldSections([
        [
          q.strategy,
          `${q.strategies[queue.strategy] ?? esc(queue.strategy)} (${mrkdwnCode(queue.strategy)})`,
        ],
        [`${q.members} (${queue.total_members})`, memberList(queue.members, t.common.none)],
      ]),
    );
  }
  blocks.push(context(`${t.common.page(current.page, current.totalPages)} · ${queues.length}`));
  blocks.push(
    ...actions(
      pageButtons(
        { type: 'queue.list', page: current.page } satisfies QueueOperation,
        current.page,
        current.totalPages,
        locale,
      ),
    ),
  );
  return { text: `${q.listTitle}: ${queues.map((x) => esc(x.queue_name)).join(', ')}`, blocks };
}
