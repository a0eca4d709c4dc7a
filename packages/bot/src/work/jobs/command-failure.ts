import { PbxApiError } from '@centralino/client';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { fieldMessage, messagesFor } from '../../core/i18n/catalog.js';
import { escapeMarkup, oneLine } from '../../slack/views/mrkdwn-text.js';
import { UncertainOutcomeError } from '../operations/operation-context.js';

/** Errors worth another attempt of a read: the exchange or the network failed, not the request. */
export function isTransient(error: unknown): boolean {
  if (error instanceof PbxApiError) return [500, 502, 503, 504].includes(error.status);
  if (error instanceof UncertainOutcomeError) return false;
  const name = (error as { name?: string }).name;
  return error instanceof TypeError || name === 'AbortError' || name === 'TimeoutError';
}

/**
 * The sentence shown for a failure: the API's own message (its field names as the commands name them, in
 * English where known; never a mention or link), or ours for 503 and network failures.
 */
export function failureMessage(error: unknown, locale: Locale): string {
  const t = messagesFor(locale).common;
  if (error instanceof PbxApiError)
    return error.status === 503
      ? t.unreachable
      : escapeMarkup(oneLine(fieldMessage(error.serverMessage, locale))); // the exchange's text: data
  if (error instanceof UncertainOutcomeError) return t.uncertain;
  if (isTransient(error)) return t.unreachable;
  return t.unexpected;
}

/** An error for the logs without request internals. */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof PbxApiError)
    return {
      name: error.name,
      status: error.status,
      operation: error.operation,
      message: error.serverMessage,
    };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}
