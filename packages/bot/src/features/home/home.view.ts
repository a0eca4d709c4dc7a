import { type QueueLive, zonedParts } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { callersWaiting, countMembers, memberCondition } from '../../pbx/live-queue.js';
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
  section,
} from '../../slack/views/blocks.js';
import { cardStateTextsFor, type ShownCardLevel } from '../../slack/views/card-state-texts.js';
import { clockText } from '../../slack/views/clock-text.js';
import { memberCountsText } from '../../slack/views/member-counts.view.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { queueCountersText } from '../../slack/views/queue-counters.view.js';
import { waitText } from '../../slack/views/wait-text.js';
import { homeTextsFor } from './home-messages.js';

/** Queues shown on the Home (two blocks each): the view stays well under Slack's 100 blocks. */
export const HOME_MAX_QUEUES = 30;

/** An open alert card as the Home lists it: the state the card itself shows. */
export interface HomeAlert {
  kind: 'queue' | 'exchange';
  queue: string;
  channel: string;
  /** The level the card shows (`shownLevel`: a card kept open while its conditions no longer hold is clearing). */
  level: ShownCardLevel;
  since: number;
  /** Who took the card ("Preso in carico"). */
  taken?: { by: string; at: number } | undefined;
  /** Who silenced the card's queue in its channel, until when. */
  silenced?: { by: string; until: number } | undefined;
  /** The card's channel is paused until then. */
  pausedUntil?: number | undefined;
}

/** An open missed call as the Home lists it. */
export interface HomeMissedCall {
  /** The number as the exchange wrote it (empty when withheld). */
  caller: string;
  label: string;
  channel: string;
  count: number;
  /** `YYYY-MM-DD HH:MM:SS`, the exchange's local time. */
  lastAt: string;
  takenBy: string | undefined;
}

/** A booking of today as the Home lists it (from the exchange's webhooks). */
export interface HomeBooking {
  time: string;
  /** `Mario Rossi · consulenza (bianchi)`, escaped. */
  who: string;
  /** Who booked it, in the viewer's language (the AI agent, the answering service…), escaped. */
  bookedBy(locale: Locale): string;
  cancelled: boolean;
}

/** What one user's Home shows; every figure comes from what the bot already read (never a read of its own). */
export interface HomeInput {
  now: number;
  timeZone: string;
  locale: Locale;
  /** The account of the user's workspace; `undefined`: none (the Home says what to do). */
  accountId: string | undefined;
  /** The latest sample of every queue (`GET /v1/queue/live` read by the alerts or a user's command). */
  sample: { at: number; queues: readonly QueueLive[] } | undefined;
  /**
   * Since when the Home shows what it shows (the publisher keeps it: the read that last changed the view);
   * the sample's time when omitted.
   */
  dataAt?: number | undefined;
  alerts: readonly HomeAlert[];
  /** Open missed calls, if the account has missed-call rules. */
  missed?: readonly HomeMissedCall[];
  /** Today's bookings the exchange's webhooks told, in time order. */
  bookings?: readonly HomeBooking[];
  /** The user's linked extension. */
  extension: string | undefined;
  /** The workspace's exchange as its admins manage it: the connect button, a key the exchange refused. */
  workspace?: HomeWorkspace | undefined;
}

/** What an admin sees of the workspace's connected exchange. */
export interface HomeWorkspace {
  /** The viewer may connect an exchange (`/pbx connect`): the Home shows the button. */
  canConnect: boolean;
  /** The workspace's exchange whose key the API refused. */
  revoked?: { exchange: string; keyName: string } | undefined;
}

/** The connect button for admins, and the warning of a refused key. */
function workspaceBlocks(input: HomeInput): Block[] {
  const t = homeTextsFor(input.locale);
  const w = input.workspace;
  if (!w) return [];
  const blocks: Block[] = [];
  if (w.revoked) blocks.push(section(t.keyRefused(esc(w.revoked.exchange), esc(w.revoked.keyName))));
  if (w.canConnect) {
    blocks.push(
      context(t.connectHint),
      ...actions([
        button({ text: t.connectButton, actionId: actionIds.connectOpen, value: 'open', style: 'primary' }),
      ]),
    );
  }
  return blocks;
}

/** A Home tab view (`views.publish`). */
export interface HomeView {
  type: 'home';
  blocks: Block[];
}

function formatDay(ms: number, timeZone: string): string {
  const p = zonedParts(new Date(ms), timeZone);
  return `${String(p.day).padStart(2, '0')}/${String(p.month).padStart(2, '0')}`;
}

/** The state of the user's extension in the sample: its condition in the first queue it is a member of. */
function extensionState(
  input: HomeInput,
): 'free' | 'ringing' | 'inCall' | 'paused' | 'unreachable' | 'unknown' | undefined {
  for (const queue of input.sample?.queues ?? []) {
    const member = queue.members.find((m) => m.extension === input.extension);
    if (member) return memberCondition(member);
  }
  return undefined;
}

/** The `block_id` of the "data updated at" line: the publisher leaves it out when it compares views. */
export const HOME_DATA_AT_BLOCK = 'home_data_at';

/** An open card with the words of the card: its level, who took it, who silenced it, a channel's pause. */
function alertLine(a: HomeAlert, input: HomeInput): string {
  const t = homeTextsFor(input.locale);
  const words = cardStateTextsFor(input.locale);
  const time = (ms: number) => clockText(ms, input.timeZone, false);
  const line =
    a.kind === 'exchange'
      ? t.exchangeDown(a.channel, time(a.since))
      : t.alertLine(esc(a.queue), words.levels[a.level], a.channel, time(a.since));
  const state = [
    ...(a.taken ? [words.ack(a.taken.by, time(a.taken.at))] : []),
    ...(a.silenced ? [words.silenced(a.silenced.by, time(a.silenced.until))] : []),
    ...(a.pausedUntil !== undefined ? [words.paused(time(a.pausedUntil))] : []),
  ];
  return state.length > 0 ? `${line}\n${state.join(' · ')}` : line;
}

/** The action id of a queue's "Dettaglio" button on the Home (its value: the queue's name). */
export const HOME_QUEUE_DETAIL = 'home_queue_detail';

function queueBlocks(queue: QueueLive, input: HomeInput): Block[] {
  const t = homeTextsFor(input.locale);
  const waiting = callersWaiting(queue);
  const longest = Math.max(0, ...queue.callers.map((c) => c.wait_seconds));
  const detail =
    queue.queue_name.length <= 2000
      ? button({ text: t.detail, actionId: HOME_QUEUE_DETAIL, value: queue.queue_name })
      : undefined;
  return [
    section(t.queueLine(esc(queue.queue_name), waiting, waiting > 0 ? waitText(longest) : undefined), detail),
    context(
      memberCountsText(countMembers(queue), input.locale),
      queueCountersText(
        {
          completed: queue.completed,
          abandoned: queue.abandoned,
          holdtime: queue.holdtime,
          serviceLevel: Math.round(queue.service_level_perf),
          serviceLevelSeconds: queue.service_level,
        },
        input.locale,
      ),
    ),
  ];
}

/**
 * The App Home wallboard of one user: each queue (callers waiting, longest wait, operators by condition counted
 * once each, the queue's counters), the open alert cards, the user's extension, and when the data was read.
 * Pure: the same input gives the same view (the publisher compares them to skip unchanged publishes).
 */
export function homeView(input: HomeInput): HomeView {
  const t = homeTextsFor(input.locale);
  if (input.accountId === undefined) {
    return {
      type: 'home',
      blocks: [header(t.title('centralino')), section(t.noAccount), ...workspaceBlocks(input)],
    };
  }
  const blocks: Block[] = [header(t.title(input.accountId)), ...workspaceBlocks(input)];
  const { sample } = input;
  if (!sample) blocks.push(section(t.noSample));
  else {
    const at = input.dataAt ?? sample.at;
    const day = (ms: number) => zonedParts(new Date(ms), input.timeZone);
    const sameDay = day(at).day === day(input.now).day;
    const read = clockText(at, input.timeZone, false);
    const line = context(t.readAt(sameDay ? read : `${read} (${formatDay(at, input.timeZone)})`));
    blocks.push({ ...line, block_id: HOME_DATA_AT_BLOCK });
    if (sample.queues.length === 0) blocks.push(section(t.noQueues));
    // in the exchange's order, as `/queue live` lists them
    const queues = sample.queues;
    for (const queue of queues.slice(0, HOME_MAX_QUEUES)) blocks.push(...queueBlocks(queue, input));
    if (queues.length > HOME_MAX_QUEUES) blocks.push(context(`… +${queues.length - HOME_MAX_QUEUES}`));
  }
  blocks.push(divider(), section(`*${t.alertsTitle}*`));
  const alerts = [...input.alerts].sort((a, b) => a.since - b.since);
  if (alerts.length === 0) blocks.push(context(t.noAlerts));
  else
    blocks.push(
      ...lineSections(
        alerts.map((a) => alertLine(a, input)),
        4,
        (n) => `… +${n}`,
      ),
    );
  const missed = [...(input.missed ?? [])].sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  if (missed.length > 0) {
    blocks.push(divider(), section(`*${t.missedTitle(missed.length)}*`));
    blocks.push(
      ...lineSections(
        missed.map((m) =>
          t.missedLine({
            who: esc(displayPhoneNumber(m.caller) || t.withheld),
            label: m.label && m.label !== m.caller ? esc(m.label) : undefined,
            count: m.count,
            at: esc(m.lastAt.slice(11, 16)),
            channel: m.channel,
            takenBy: m.takenBy,
          }),
        ),
        4,
        (n) => `… +${n}`,
      ),
    );
  }
  blocks.push(...bookingBlocks(input));
  blocks.push(divider(), section(`*${t.youTitle}*`));
  if (input.extension === undefined) blocks.push(section(t.notLinked));
  else {
    const state = extensionState(input);
    blocks.push(
      section(
        t.linked(
          esc(input.extension),
          state !== undefined ? t.memberStates[state] : sample ? t.notInQueues : undefined,
        ),
      ),
    );
  }
  blocks.push(context(t.footer));
  return { type: 'home', blocks };
}

/** Today's bookings (the cancelled ones struck through); nothing when none is known. */
function bookingBlocks(input: HomeInput): Block[] {
  const bookings = input.bookings ?? [];
  if (bookings.length === 0) return [];
  const t = homeTextsFor(input.locale);
  const booked = bookings.filter((b) => !b.cancelled).length;
  return [
    divider(),
    section(`*${t.bookingsTitle(booked)}*`),
    ...lineSections(
      bookings.map((b) => t.bookingLine(b.time, b.who, b.bookedBy(input.locale), b.cancelled)),
      4,
      (n) => `… +${n}`,
    ),
    context(t.bookingsSource),
  ];
}
