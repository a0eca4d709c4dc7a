import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomRoute } from '@slack/bolt';
import type { HealthReport } from './health.js';
import type { BotMetrics } from './metrics.js';

/** What `/healthz` and `/metrics` read. */
export interface OpsSources {
  health(): Promise<HealthReport>;
  metrics: BotMetrics;
}

async function healthz(sources: OpsSources, res: ServerResponse): Promise<void> {
  const report = await sources.health();
  res.writeHead(report.ok ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify(report));
}

async function metrics(sources: OpsSources, res: ServerResponse): Promise<void> {
  const { contentType, body } = await sources.metrics.render();
  res.writeHead(200, { 'content-type': contentType });
  res.end(body);
}

function guarded(handler: (res: ServerResponse) => Promise<void>) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    handler(res).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(`error: ${(err as Error).message}`);
    });
  };
}

/** `GET /healthz` and `GET /metrics` as Bolt custom routes (web role: same port as `/slack/events`). */
export function opsRoutes(sources: OpsSources): CustomRoute[] {
  return [
    { path: '/healthz', method: ['GET'], handler: guarded((res) => healthz(sources, res)) },
    { path: '/metrics', method: ['GET'], handler: guarded((res) => metrics(sources, res)) },
  ];
}

/** The same routes on a plain HTTP server, for the worker role. */
export async function startOpsServer(
  sources: OpsSources,
  port: number,
): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === '/healthz') return guarded((r) => healthz(sources, r))(req, res);
    if (req.method === 'GET' && path === '/metrics') return guarded((r) => metrics(sources, r))(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, server };
}
