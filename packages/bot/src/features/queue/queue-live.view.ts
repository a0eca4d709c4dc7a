import type { LiveMember, QueueLive } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  callersWaiting,
  countMembers,
  type MemberCondition,
  memberCondition,
  memberConditions,
} from '../../pbx/live-queue.js';
import { actionIds } from '../../slack/views/action-ids.js';
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
} from '../../slack/views/blocks.js';
import { memberCountsText } from '../../slack/views/member-counts.view.js';
import { operationValue, pageButtons, paginate } from '../../slack/views/paginate.js';
import { queueCountersText } from '../../slack/views/queue-counters.view.js';
import { waitText } from '../../slack/views/wait-text.js';
import type { QueueOperation } from './queue.schema.js';
import type { QueueTexts } from './queue-messages.js';
import { queueTextsFor } from './queue-messages.js';

/** Queues per page in the all-queues live view. */
export const LIVE_QUEUES_PER_PAGE = 5;
/** Callers listed per queue in the all-queues view (the one-queue view lists them all, within limits). */
const CALLERS_PER_QUEUE = 5;

const conditionIcon: Record<MemberCondition, string> = {
  free: ':large_green_circle:',
  ringing: ':bell:',
  inCall: ':red_circle:',
  paused: ':double_vertical_bar:',
  unreachable: ':black_circle:',
  unknown: ':white_circle:',
};

function callerLines(queue: QueueLive, t: QueueTexts, max: number): string[] {
  const callers = [...queue.callers].sort((a, b) => a.position - b.position);
  const lines = callers.slice(0, max).map((c) => {
    const who = c.caller_name
      ? `${esc(c.caller_number)} (${esc(c.caller_name)})`
      : esc(c.caller_number) || t.queue.anonymous;
    return t.queue.caller(c.position, who, waitText(c.wait_seconds));
  });
  // callers the counter has and the list does not show are counted too
  const hidden = callersWaiting(queue) - Math.min(callers.length, max);
  if (hidden > 0) lines.push(`… +${hidden}`);
  return lines;
}

/** A member's state: "in pausa" for a paused member who is otherwise free, the pause added to any other state. */
function memberState(m: LiveMember, t: QueueTexts): string {
  if (memberCondition(m) === 'paused') return t.queue.paused;
  const state = t.queue.memberStates[m.status] ?? esc(m.status);
  return m.paused ? `${state} · ${t.queue.paused}` : state;
}

function memberLine(m: LiveMember, t: QueueTexts): string {
  const name = m.name || m.description;
  const parts = [
    `${conditionIcon[memberCondition(m)]} *${esc(m.extension)}*${name ? ` ${esc(name)}` : ''} — ${memberState(m, t)}`,
  ];
  parts.push(t.queue.callsTaken(m.calls_taken));
  if (m.last_call) parts.push(t.queue.lastCall(esc(m.last_call.slice(11, 16))));
  return parts.join(' · ');
}

/** Members by condition, counted once each: the figures add up to the total. */
function summaryText(queue: QueueLive, locale: Locale): string {
  return memberCountsText(countMembers(queue), locale);
}

/**
 * `/queue live <name>`: callers waiting with their wait, members by state, counters and summary, and a
 * refresh button.
 * @see pbx-api-reference.md "Queue live state", "Queue member status (live)"
 */
export function queueLiveView(queue: QueueLive, locale: Locale): SlackMessage {
  const t = queueTextsFor(locale);
  const order = (m: LiveMember) => memberConditions.indexOf(memberCondition(m));
  const members = [...queue.members].sort(
    (a, b) => order(a) - order(b) || a.extension.localeCompare(b.extension),
  );
  const waiting = callersWaiting(queue);
  const blocks: Block[] = [
    header(t.queue.liveTitle(queue.queue_name)),
    context(summaryText(queue, locale)),
    section(`*${t.queue.callersWaiting(waiting)}*`),
    ...(waiting === 0
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
      queueCountersText(
        {
          completed: queue.completed,
          abandoned: queue.abandoned,
          holdtime: queue.holdtime,
          serviceLevel: Math.round(queue.service_level_perf),
          serviceLevelSeconds: queue.service_level,
        },
        locale,
      ),
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
    text: `${esc(queue.queue_name)}: ${t.queue.callersWaiting(waiting)}. ${summaryText(queue, locale)}`,
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
        [`*${esc(queue.queue_name)}* — ${t.queue.callersWaiting(callersWaiting(queue))}`, ...lines].join(
          '\n',
        ),
      ),
      context(summaryText(queue, locale)),
    );
  }
  const totalWaiting = queues.reduce((n, q) => n + callersWaiting(q), 0);
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
