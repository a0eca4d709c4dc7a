import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CustomRoute } from '@slack/bolt';
import type { HealthReport } from './health.js';
import type { BotMetrics } from './metrics.js';
import { opsAccess } from './ops-access.js';

/** What `/healthz` and `/metrics` read. */
export interface OpsSources {
  health(): Promise<HealthReport>;
  metrics: BotMetrics;
  /** `METRICS_TOKEN`: `/metrics` and the detailed `/healthz` need it as a Bearer token; unset: no `/metrics`. */
  metricsToken?: string | undefined;
}

/** The public `/healthz`: whether the bot is up, and how many accounts answer — never which ones. */
export interface PublicHealth {
  ok: boolean;
  redis: HealthReport['redis'];
  accounts: { ok: number; unreachable: number };
}

function publicHealth(report: HealthReport): PublicHealth {
  const states = Object.values(report.accounts);
  return {
    ok: report.ok,
    redis: report.redis,
    accounts: {
      ok: states.filter((s) => s === 'ok').length,
      unreachable: states.filter((s) => s !== 'ok').length,
    },
  };
}

/** `GET /healthz`: public counts; with the metrics token, each account of the configuration by name. */
async function healthz(sources: OpsSources, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const report = await sources.health();
  const detailed = opsAccess(req, sources.metricsToken) === 'granted';
  res.writeHead(report.ok ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(detailed ? report : publicHealth(report)));
}

async function metrics(sources: OpsSources, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const access = opsAccess(req, sources.metricsToken);
  if (access === 'disabled') {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  if (access === 'refused') {
    res
      .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer realm="metrics"' })
      .end('unauthorized');
    return;
  }
  const { contentType, body } = await sources.metrics.render();
  res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
  res.end(body);
}

type OpsHandler = (sources: OpsSources, req: IncomingMessage, res: ServerResponse) => Promise<void>;

function guarded(sources: OpsSources, handler: OpsHandler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handler(sources, req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('error');
    });
  };
}

/** `GET /healthz` and `GET /metrics` as Bolt custom routes (web role: same port as `/slack/events`). */
export function opsRoutes(sources: OpsSources): CustomRoute[] {
  return [
    { path: '/healthz', method: ['GET'], handler: guarded(sources, healthz) },
    { path: '/metrics', method: ['GET'], handler: guarded(sources, metrics) },
  ];
}

/** The same routes on a plain HTTP server, for the worker role. */
export async function startOpsServer(
  sources: OpsSources,
  port: number,
): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === '/healthz') return guarded(sources, healthz)(req, res);
    if (req.method === 'GET' && path === '/metrics') return guarded(sources, metrics)(req, res);
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve());
  });
  return { port: (server.address() as AddressInfo).port, server };
}
