import type { AccountFixtureInput } from '@centralino/schemas';
import type { CommandResult, SlackUserAgent } from '@centralino/slack-sandbox';

/** A backlog of one account's commands: a window's worth of writes first, then a line of mixed commands. */
export interface BacklogShape {
  perMinute: number;
  /** Identical reads (`/queue`: one request answers them all, the rest come from the cache). */
  identical: number;
  /** Distinct reads (`/queue <name>`, one per queue). */
  queues: number;
  /** Writes (`/blacklist add`), the first `perMinute` of them sent at once before the line. */
  writes: number;
}

/** The number added by the i-th write. */
export const backlogNumber = (i: number) => `0622222${String(i).padStart(3, '0')}`;
const queueName = (i: number) => `coda${String(i).padStart(2, '0')}`;

/** The account the backlog runs on: its queues and the blacklist the writes add to. */
export function backlogAccount(shape: BacklogShape): Omit<AccountFixtureInput, 'context'> {
  return {
    limits: { requests_per_minute: shape.perMinute, requests_per_day: 10_000 },
    queues: Array.from({ length: shape.queues }, (_, i) => ({ queue_name: queueName(i) })),
    blacklists: [{ name: 'spam' }],
  };
}

/** Upstream requests the backlog needs: one per write and distinct read, one for all the identical reads. */
export function backlogRequests(shape: BacklogShape): number {
  return shape.writes + shape.queues + (shape.identical > 0 ? 1 : 0);
}

/**
 * Sends the backlog as users would: the first window's worth of writes at once (they take every token), then,
 * one after another, identical reads, distinct reads and the other writes interleaved. Returns each command
 * with a text its answer must contain.
 */
export async function sendBacklog(
  agent: SlackUserAgent,
  shape: BacklogShape,
): Promise<Array<{ sent: CommandResult; expected: string }>> {
  const write = (i: number) => ({
    command: '/blacklist',
    text: `add spam ${backlogNumber(i)}`,
    expected: `Numero *${backlogNumber(i)}* aggiunto a *spam*`,
  });
  const firstWrites = Math.min(shape.perMinute, shape.writes);
  const first = Array.from({ length: firstWrites }, (_, i) => write(i));
  const line: Array<{ command: string; text: string; expected: string }> = [];
  let identical = 0;
  let queue = 0;
  let writes = firstWrites;
  for (let turn = 0; identical < shape.identical || queue < shape.queues || writes < shape.writes; turn++) {
    if (turn % 3 === 0 && identical < shape.identical) {
      identical++;
      line.push({ command: '/queue', text: '', expected: queueName(0) });
    } else if (turn % 3 === 1 && queue < shape.queues) {
      line.push({ command: '/queue', text: queueName(queue), expected: queueName(queue) });
      queue++;
    } else if (turn % 3 === 2 && writes < shape.writes) {
      line.push(write(writes++));
    }
  }
  const out = await Promise.all(
    first.map(async (c) => ({ sent: await agent.sendCommand(c), expected: c.expected })),
  );
  for (const c of line) out.push({ sent: await agent.sendCommand(c), expected: c.expected });
  return out;
}
