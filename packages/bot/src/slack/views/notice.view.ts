import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import type { ReadProgress } from '../../pbx/limiter/budget-denied-error.js';
import { type SlackMessage, section } from './blocks.js';

function plainMessage(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

/** The ack of a command that was enqueued. */
export function queuedView(locale: Locale): SlackMessage {
  return plainMessage(messagesFor(locale).common.queued);
}

/** A wait as people say it: seconds up to a minute and a half, then minutes. */
export function formatWait(waitMs: number, locale: Locale): string {
  const t = messagesFor(locale).common;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 90 ? t.seconds(seconds) : t.minutes(Math.round(seconds / 60));
}

/** Sent when a command waits for the account's budget: its place in line and an estimate. */
export function positionView(
  place: number,
  waitMs: number,
  locale: Locale,
  /** A command of several reads: how many are done (they are kept: the wait is for the rest). */
  progress?: ReadProgress,
): SlackMessage {
  const t = messagesFor(locale).common;
  const done = progress && progress.done > 0 ? t.progress(progress.done, progress.of) : '';
  return plainMessage(`${t.position(place, formatWait(waitMs, locale))}${done}`);
}

/** Sent when a command that waited starts running. */
export function runningView(locale: Locale): SlackMessage {
  return plainMessage(messagesFor(locale).common.running);
}

/** An error, prefixed with `:warning:`; API messages are passed through as the API gives them. */
export function errorView(message: string, locale: Locale): SlackMessage {
  return plainMessage(messagesFor(locale).common.warning(message));
}
