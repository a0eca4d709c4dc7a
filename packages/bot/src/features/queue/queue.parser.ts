import { QueueNameArg } from '../../commands/arguments.js';
import { check } from '../../commands/parse-helpers.js';
import type { Operation } from '../../operations/operation.schema.js';
import { parseAlertCommand } from '../alerts/alert-command.parser.js';

/**
 * `/queue` — all queues; `/queue <name>` — configuration and today's statistics; `/queue live [name]` — live
 * state; `/queue alert …` — live alerts in this channel (see `parseAlertCommand`). Names may contain spaces
 * (`/queue live Assistenza Clienti`).
 */
export function parseQueue(tokens: readonly string[]): Operation {
  const [first, ...rest] = tokens;
  if (first === undefined) return { type: 'queue.list', page: 1 };
  if (['alert', 'alerts', 'avviso', 'avvisi'].includes(first.toLowerCase())) return parseAlertCommand(rest);
  if (first.toLowerCase() === 'live') {
    if (rest.length === 0) return { type: 'queue.live', page: 1 };
    return { type: 'queue.live', name: check(QueueNameArg, rest.join(' '), 'name'), page: 1 };
  }
  return { type: 'queue.detail', name: check(QueueNameArg, tokens.join(' '), 'name') };
}
