/** A webhook endpoint on loopback for `webhooks.ts`: answers 204 and records every delivery it gets. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One delivery as the endpoint got it: its `webhook-id`, the booking in its body, when (performance.now). */
export interface Arrival {
  id: string;
  bookingId: number | null;
  at: number;
}

export interface Receiver {
  url: string;
  /** First arrival (performance.now) of each `webhook-id`. */
  arrivals: Map<string, number>;
  /** Every delivery received, repeats included, in order of arrival. */
  log: Arrival[];
  close(): Promise<void>;
}

function bookingIdOf(body: string): number | null {
  try {
    const id = (JSON.parse(body) as { data?: { booking?: { id?: unknown } } }).data?.booking?.id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** Starts an endpoint on a free loopback port. */
export async function startReceiver(): Promise<Receiver> {
  const arrivals = new Map<string, number>();
  const log: Arrival[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        const at = performance.now();
        const id = String(req.headers['webhook-id']);
        if (!arrivals.has(id)) arrivals.set(id, at);
        log.push({ id, bookingId: bookingIdOf(body), at });
        res.writeHead(204).end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/h`,
    arrivals,
    log,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
