import type { AddCallerRequest, SimCaller } from '@centralino/schemas';
import type { ConsoleDirective } from '@centralino/slack-sandbox';
import type { z } from 'zod';

/** Where the simulator is: the server, the account and the sandbox admin token. */
export interface SimulatorAccess {
  baseUrl: string;
  context: string;
  adminToken: string;
}

/**
 * `#caller <queue> [number] [name…]`: a caller joins a queue of the simulated exchange
 * (`POST /_sim/{context}/queues/{name}/callers`), as if someone had just phoned in.
 */
export function callerDirective(sim: SimulatorAccess): ConsoleDirective {
  return {
    usage: '#caller <queue> [number] [name]  a caller joins a queue of the demo exchange (simulator)',
    async run(args, context) {
      const [queue, number, ...name] = args.trim().split(/\s+/).filter(Boolean);
      if (!queue) return { errors: ['Usage: #caller <queue> [number] [name]'] };
      const body: z.input<typeof AddCallerRequest> = {
        caller_number: number ?? `3${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        ...(name.length > 0 ? { caller_name: name.join(' ') } : {}),
      };
      const url = `${sim.baseUrl}/_sim/${encodeURIComponent(sim.context)}/queues/${encodeURIComponent(queue)}/callers`;
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${sim.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201) {
        const detail = await res.text();
        return { errors: [`The simulator refused the caller (HTTP ${res.status}): ${detail}`] };
      }
      const caller = (await res.json()) as z.infer<typeof SimCaller>;
      const line = `${caller.caller_number} is waiting in ${caller.queue_name}, position ${caller.position}`;
      context.note(line);
      return { replies: [line] };
    },
  };
}
