import type { QueueLive } from '@centralino/schemas';
import type { ConsoleDirective } from '@centralino/slack-sandbox';
import type { SimulatorAccess } from './caller-directive.js';

/**
 * `#hangup <queue> <number>`: the caller with that number hangs up while waiting in the queue
 * (`POST /_sim/{context}/queues/{name}/callers/{position}/abandon`, the position read from the live queue), as an
 * impatient caller does: the exchange records an abandoned call.
 */
export function hangupDirective(sim: SimulatorAccess & { apiKey: string }): ConsoleDirective {
  return {
    usage:
      '#hangup <queue> <number>  that caller hangs up while waiting (the exchange records a missed call)',
    async run(args, context) {
      const [queue, number] = args.trim().split(/\s+/).filter(Boolean);
      if (!queue || !number) return { errors: ['Usage: #hangup <queue> <number>'] };
      const live = await fetch(`${sim.baseUrl}/v1/queue/${encodeURIComponent(queue)}/live`, {
        headers: { 'x-api-key': sim.apiKey },
      });
      if (live.status !== 200)
        return { errors: [`The queue ${queue} could not be read (HTTP ${live.status})`] };
      const { data } = (await live.json()) as { data: QueueLive };
      const caller = data.callers.find((c) => c.caller_number === number);
      if (!caller) return { errors: [`Nobody with the number ${number} is waiting in ${queue}`] };
      const url = `${sim.baseUrl}/_sim/${encodeURIComponent(sim.context)}/queues/${encodeURIComponent(queue)}/callers/${caller.position}/abandon`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${sim.adminToken}` },
      });
      if (res.status !== 200) return { errors: [`The simulator refused the hang-up (HTTP ${res.status})`] };
      const line = `${number} hung up after ${caller.wait_formatted} in ${queue}`;
      context.note(line);
      return { replies: [line] };
    },
  };
}
