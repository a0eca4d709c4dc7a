import { QueueNameArg } from '../../work/commands/arguments.js';
import { check } from '../../work/commands/parse-helpers.js';
import type { ParseContext, ParsedText } from '../../work/commands/parsed-command.js';
import type { QueueOperation } from './queue.schema.js';
import { parseQueueStats } from './queue-stats.parser.js';

/**
 * `/queue` — all queues; `/queue <name>` — configuration and today's statistics; `/queue live [name]` — live
 * state; `/queue stats [name] [day|settimana]` — charts of the inbound history (other features add
 * subcommands: `/queue alert …`). Names may contain spaces
 * (`/queue live Assistenza Clienti`).
 */
export function parseQueue(tokens: readonly string[], ctx: ParseContext): ParsedText<QueueOperation> {
  const [first, ...rest] = tokens;
  if (first === undefined) return { kind: 'operation', operation: { type: 'queue.list', page: 1 } };
  if (first.toLowerCase() === 'live') {
    if (rest.length === 0) return { kind: 'operation', operation: { type: 'queue.live', page: 1 } };
    const name = check(QueueNameArg, rest.join(' '), 'name');
    return { kind: 'operation', operation: { type: 'queue.live', name, page: 1 } };
  }
  if (['stats', 'statistiche', 'grafico'].includes(first.toLowerCase()))
    return { kind: 'operation', operation: parseQueueStats(rest, ctx) };
  const name = check(QueueNameArg, tokens.join(' '), 'name');
  return { kind: 'operation', operation: { type: 'queue.detail', name } };
}
