import type { LiveMember, QueueLive } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { actionIds } from '../../views/action-ids.js';
import {
  actions,
  type Block,
  button,
  context,
  divider,
  esc,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../views/blocks.js';
import { operationValue, pageButtons, paginate } from '../../views/paginate.js';
import type { QueueOperation } from './queue.schema.js';
import type { QueueTexts } from './queue-messages.js';
import { queueTextsFor } from './queue-messages.js';

/** Queues per page in the all-queues live view. */
export const LIVE_QUEUES_PER_PAGE = 5;
/** Callers listed per queue in the all-queues view (the one-queue view lists them all, within limits). */
const CALLERS_PER_QUEUE = 5;

/** Order in which member states are listed: who can take a call first. */
const stateOrder = [
  'AVAILABLE',
  'RINGING',
  'IN_CALL',
  'RINGING_IN_USE',
  'ON_HOLD',
  'BUSY',
  'UNAVAILABLE',
  'INVALID',
  'UNKNOWN',
];
const stateIcon: Record<string, string> = {
  AVAILABLE: ':large_green_circle:',
  RINGING: ':bell:',
  IN_CALL: ':red_circle:',
  RINGING_IN_USE: ':red_circle:',
  ON_HOLD: ':red_circle:',
  BUSY: ':red_circle:',
  UNAVAILABLE: ':black_circle:',
  INVALID: ':white_circle:',
  UNKNOWN: ':white_circle:',
};

function callerLines(queue: QueueLive, t: QueueTexts, max: number): string[] {
  const callers = [...queue.callers].sort((a, b) => a.position - b.position);
  const lines = callers.slice(0, max).map((c) => {
    const who = c.caller_name
      ? `${esc(c.caller_number)} (${esc(c.caller_name)})`
      : esc(c.caller_number) || t.queue.anonymous;
    return t.queue.caller(c.position, who, c.wait_formatted);
  });
  if (callers.length > max) lines.push(`… +${callers.length - max}`);
  return lines;
}

function memberLine(m: LiveMember, t: QueueTexts): string {
  const name = m.name || m.description;
  const parts = [
    `${stateIcon[m.status] ?? ':white_circle:'} *${esc(m.extension)}*${name ? ` ${esc(name)}` : ''} — ${t.queue.memberStates[m.status] ?? m.status}`,
  ];
  if (m.paused) parts.push(`:double_vertical_bar: ${t.queue.paused}`);
  parts.push(t.queue.callsTaken(m.calls_taken));
  if (m.last_call) parts.push(t.queue.lastCall(m.last_call.slice(11, 16)));
  return parts.join(' · ');
}

function summaryText(queue: QueueLive, t: QueueTexts): string {
  const s = queue.summary;
  return t.queue.summary({
    available: s.members_available,
    inCall: s.members_in_call,
    paused: s.members_paused,
    unavailable: s.members_unavailable,
    total: s.total_members,
  });
}

/**
 * `/queue live <name>`: callers waiting with their wait, members by state, counters and summary, and a
 * refresh button.
 * @see pbx-api-reference.md "Queue live state", "Queue member status (live)"
 */
export function queueLiveView(queue: QueueLive, locale: Locale): SlackMessage {
  const t = queueTextsFor(locale);
  const members = [...queue.members].sort(
    (a, b) =>
      stateOrder.indexOf(a.status) - stateOrder.indexOf(b.status) || a.extension.localeCompare(b.extension),
  );
  const waiting = queue.summary.callers_waiting;
  const blocks: Block[] = [
    header(t.queue.liveTitle(queue.queue_name)),
    context(summaryText(queue, t)),
    section(`*${t.queue.callersWaiting(waiting)}*`),
    ...(queue.callers.length === 0
      ? [section(t.queue.noCallers)]
      : lineSections(callerLines(queue, t, 200), 8, (n) => `… +${n}`)),
    divider(),
    section(`*${t.queue.membersByState}*`),
    ...(members.length === 0
      ? [section(t.queue.noMembers)]
      : lineSections(
          members.map((m) => memberLine(m, t)),
          20,
          (n) => `… +${n}`,
        )),
    context(
      t.queue.counters({
        completed: queue.completed,
        abandoned: queue.abandoned,
        holdtime: queue.holdtime,
        serviceLevel: Math.round(queue.service_level_perf),
      }),
    ),
    ...actions([
      button({
        text: t.common.refresh,
        actionId: actionIds.refresh,
        value: operationValue({
          type: 'queue.live',
          name: queue.queue_name,
          page: 1,
        } satisfies QueueOperation),
      }),
    ]),
  ];
  return {
    text: `${queue.queue_name}: ${t.queue.callersWaiting(waiting)}. ${summaryText(queue, t)}`,
    blocks,
  };
}

/** `/queue live`: every queue's waiting callers and summary, paged. */
export function queueLiveListView(queues: readonly QueueLive[], page: number, locale: Locale): SlackMessage {
  const t = queueTextsFor(locale);
  if (queues.length === 0)
    return { text: t.queue.liveEmpty, blocks: [header(t.queue.liveAllTitle), section(t.queue.liveEmpty)] };
  const current = paginate(queues, page, LIVE_QUEUES_PER_PAGE);
  const blocks: Block[] = [header(t.queue.liveAllTitle)];
  for (const queue of current.items) {
    const lines = callerLines(queue, t, CALLERS_PER_QUEUE);
    blocks.push(
      section(
        [
          `*${esc(queue.queue_name)}* — ${t.queue.callersWaiting(queue.summary.callers_waiting)}`,
          ...lines,
        ].join('\n'),
      ),
      context(summaryText(queue, t)),
    );
  }
  const totalWaiting = queues.reduce((n, q) => n + q.summary.callers_waiting, 0);
  blocks.push(
    context(`${t.common.page(current.page, current.totalPages)} · ${t.queue.callersWaiting(totalWaiting)}`),
  );
  blocks.push(
    ...actions([
      button({
        text: t.common.refresh,
        actionId: actionIds.refresh,
        value: operationValue({ type: 'queue.live', page: current.page } satisfies QueueOperation),
      }),
      ...pageButtons(
        { type: 'queue.live', page: current.page } satisfies QueueOperation,
        current.page,
        current.totalPages,
        locale,
      ),
    ]),
  );
  return { text: `${t.queue.liveAllTitle}: ${t.queue.callersWaiting(totalWaiting)}`, blocks };
}
