import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  actions,
  type Block,
  button,
  context,
  esc,
  fieldSections,
  fitMessage,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { memberCountsText } from '../../slack/views/member-counts.view.js';
import { itemValue } from '../kit/item-ref.js';
import { clockTime, duration, mentionMarkup, waitClock } from './alert-format.js';
import { type AlertMessages, alertMessagesFor } from './alert-messages.js';
import type { Mute } from './alert-store.js';
import type { CardData, CardReply } from './card-store.js';

/** `action_id`s of the card's buttons (the silence ones end with `:<minutes>`). */
export const alertActionIds = { ack: 'alert_ack', silence: 'alert_silence' } as const;
/** The "Silenzia" buttons of a card. */
export const SILENCE_MINUTES = [15, 60] as const;

/** Everything a card shows. */
export interface AlertCardInput {
  data: CardData;
  ack: { by: string; at: number } | undefined;
  mute: Mute;
  /** The account's time zone (times on the card). */
  timeZone: string;
  /** Callers listed; the rest are summarised as "+K altri". */
  maxCallers: number;
  /** The first post of a card that starts critical mentions whom its rules say. */
  withMentions: boolean;
}

/** Value of the card's buttons: which card. */
export function cardButtonValue(data: Pick<CardData, 'accountId' | 'id'>): string {
  return itemValue(data.accountId, 'c', data.id);
}

function muteLines(input: AlertCardInput, t: AlertMessages): string[] {
  const lines: string[] = [];
  if (input.ack) lines.push(t.card.ack(input.ack.by, clockTime(input.ack.at, input.timeZone)));
  if (input.data.status === 'open' && input.mute.silence) {
    lines.push(t.card.silenced(input.mute.silence.by, clockTime(input.mute.silence.until, input.timeZone)));
  }
  if (input.data.status === 'open' && input.mute.pausedUntil !== null) {
    lines.push(t.card.paused(clockTime(input.mute.pausedUntil, input.timeZone)));
  }
  return lines;
}

function buttons(input: AlertCardInput, t: AlertMessages, silence: boolean): Block[] {
  const value = cardButtonValue(input.data);
  return actions([
    button({ text: t.card.ackButton, actionId: alertActionIds.ack, value, style: 'primary' }),
    ...(silence
      ? SILENCE_MINUTES.map((m) =>
          button({ text: t.card.silenceButton(m), actionId: `${alertActionIds.silence}:${m}`, value }),
        )
      : []),
  ]);
}

function metText(data: CardData, t: AlertMessages): string {
  const s = data.snapshot;
  return data.met
    .map((key) =>
      key === 'waiting'
        ? t.card.met.waiting(s?.waiting ?? 0)
        : key === 'wait'
          ? t.card.met.wait(waitClock(s?.longestWaitSeconds ?? 0))
          : t.card.met.noAgents,
    )
    .join(' · ');
}

function exchangeCard(input: AlertCardInput, t: AlertMessages, locale: Locale): SlackMessage {
  const { data, timeZone } = input;
  const since = clockTime(data.since, timeZone);
  if (data.status === 'resolved') {
    const end = data.resolvedAt ?? data.since;
    const body = t.card.exchangeResolved(since, clockTime(end, timeZone), duration(end - data.since, locale));
    return {
      text: `${t.card.exchangeResolvedTitle}: ${body}`,
      blocks: [header(t.card.exchangeResolvedTitle), section(body), ...ctx(muteLines(input, t))],
    };
  }
  return {
    text: `${t.card.exchangeTitle}: ${t.card.exchangeBody(since)}`,
    blocks: [
      header(t.card.exchangeTitle),
      section(t.card.exchangeBody(since)),
      ...ctx(muteLines(input, t)),
      ...buttons(input, t, false),
    ],
  };
}

/**
 * The level a card shows: what holds at the last poll. Hysteresis keeps a card open (or critical) a while after
 * its conditions stop holding; the card then says so instead of showing a level nothing supports.
 */
export function shownLevel(data: CardData): 'critical' | 'warning' | 'clearing' {
  if (data.met.length === 0 || data.clearingSince !== undefined) return 'clearing';
  if (data.level === 'critical' && data.downgradeSince !== undefined) return 'warning';
  return data.level;
}

const ctx = (lines: string[]): Block[] => (lines.length > 0 ? [context(...lines)] : []);

/**
 * The card of a queue in a channel: level and why, callers waiting (the first `maxCallers`, then "+K altri"),
 * members by state, since when, who took it, silences; buttons while open. Resolved: its duration, no buttons.
 * Kept within Slack's limits (50 blocks, 3000 characters a section).
 * @see pbx-api-reference.md "Queue live state"
 */
export function alertCardView(input: AlertCardInput, locale: Locale): SlackMessage {
  const t = alertMessagesFor(locale);
  const { data, timeZone } = input;
  if (data.kind === 'exchange') return exchangeCard(input, t, locale);
  const s = data.snapshot;
  if (data.status === 'resolved') {
    const end = data.resolvedAt ?? data.since;
    const resolved = t.card.resolved(clockTime(end, timeZone), duration(end - data.since, locale));
    return {
      text: `${t.card.resolvedTitle(esc(data.queue))}. ${resolved}`,
      blocks: [
        header(t.card.resolvedTitle(data.queue)),
        section(resolved),
        ...ctx([t.card.since(clockTime(data.since, timeZone)), ...muteLines(input, t)]),
      ],
    };
  }
  const level = shownLevel(data);
  const title =
    level === 'clearing' ? t.card.clearingTitle(data.queue) : t.card.title(data.queue, level === 'critical');
  const mentions =
    input.withMentions && level === 'critical' ? data.mentions.map(mentionMarkup).join(' ') : '';
  const why =
    level === 'clearing'
      ? t.card.clearing(clockTime(data.clearingSince ?? s?.at ?? data.since, timeZone))
      : metText(data, t);
  const callers = [...(s?.callers ?? [])].sort((a, b) => a.position - b.position).slice(0, input.maxCallers);
  const lines = callers.map((c) =>
    t.card.caller(
      c.position,
      c.name ? `${esc(c.number)} (${esc(c.name)})` : esc(c.number) || t.card.anonymous,
      c.wait,
    ),
  );
  const hidden = Math.max((s?.waiting ?? 0) - lines.length, 0);
  if (hidden > 0) lines.push(t.card.more(hidden));
  const m = s?.members;
  const blocks: Block[] = [
    header(title),
    ...(mentions ? [section(mentions)] : []),
    ...fieldSections([
      [t.card.level, t.card.levels[level]],
      [t.card.waiting, String(s?.waiting ?? 0)],
      [t.card.longestWait, waitClock(s?.longestWaitSeconds ?? 0)],
      [t.card.members, m ? memberCountsText(m, locale) : '—'],
    ]),
    ...(level === 'clearing' ? [section(why)] : why ? [section(`*${t.card.why}*: ${why}`)] : []),
    section(`*${t.card.callers}*`),
    ...(lines.length === 0 ? [section(t.card.noCallers)] : lineSections(lines, 5, t.card.more)),
    context(
      [
        t.card.since(clockTime(data.since, timeZone)),
        t.card.updated(clockTime(s?.at ?? data.since, timeZone, true)),
        ...(s?.nextCheckAt !== undefined && s.nextCheckAt > s.at
          ? [t.card.nextCheck(clockTime(s.nextCheckAt, timeZone, true))]
          : []),
      ].join(' · '),
    ),
    ...ctx(muteLines(input, t)),
    ...buttons(input, t, true),
  ];
  const textTitle =
    level === 'clearing'
      ? t.card.clearingTitle(esc(data.queue))
      : t.card.title(esc(data.queue), level === 'critical');
  const text = `${mentions ? `${mentions} ` : ''}${textTitle}${why ? `: ${why}` : ''}`;
  return fitMessage({ text, blocks }, t.card.more);
}

/** A thread reply under a card: escalation (with the rules' mentions unless muted) or resolution. */
export function alertReplyView(
  reply: CardReply,
  locale: Locale,
  { muted, kind }: { muted: boolean; kind: CardData['kind'] },
): SlackMessage {
  const t = alertMessagesFor(locale);
  if (reply.kind === 'resolved') {
    const lasted = duration(reply.durationMs, locale);
    const text = kind === 'exchange' ? t.reply.exchangeResolved(lasted) : t.reply.resolved(lasted);
    return { text, blocks: [section(text)] };
  }
  const why = reply.met
    .map((key) =>
      key === 'waiting'
        ? t.card.met.waiting(reply.waiting)
        : key === 'wait'
          ? t.card.met.wait(waitClock(reply.longestWaitSeconds))
          : t.card.met.noAgents,
    )
    .join(' · ');
  const mentions = muted ? '' : reply.mentions.map(mentionMarkup).join(' ');
  const text = `${mentions ? `${mentions} ` : ''}${t.reply.escalated(why)}`;
  return { text, blocks: [section(text)] };
}
