import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';

/** A listening HTTP server. */
export interface RunningServer {
  port: number;
  /** Stops accepting connections and waits for open requests (idle keep-alive connections are dropped). */
  close(): Promise<void>;
}

/** The server could not listen; the message is one line, fit to print on exit. */
export class ServerStartError extends Error {
  override readonly name = 'ServerStartError';
}

/** Serves a fetch handler (the Hono app) on `port`; rejects with {@link ServerStartError} if it cannot listen. */
export function startServer(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname?: string;
}): Promise<RunningServer> {
  const server = createAdaptorServer({ fetch: options.fetch });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new ServerStartError(describeListenError(error, options.port))),
    );
    server.listen(options.port, options.hostname, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            if ('closeIdleConnections' in server) server.closeIdleConnections();
          }),
      });
    });
  });
}

function describeListenError(error: NodeJS.ErrnoException, port: number): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use: stop the other process or choose another --port`;
    case 'EACCES':
      return `Permission denied to listen on port ${port}: choose a port above 1023`;
    default:
      return `Cannot listen on port ${port}: ${error.message}`;
  }
}
