import type { SlackMessage } from '../../slack/views/blocks.js';
import type { OperationResult } from './operation-context.js';

/** An operation's answer as a message; `shareable` adds "Condividi nel canale" (reads, not writes). */
export function shown(message: SlackMessage, shareable = true): OperationResult {
  return { kind: 'message', message, shareable };
}
