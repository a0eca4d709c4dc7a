import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App, CustomRoute } from '@slack/bolt';
import type { Logger } from 'pino';
import { type OpsSources, startOpsServer } from '../../core/ops/ops-routes.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import { registerListeners } from '../../work/listeners/register-listeners.js';
import { createBoltApp } from './bolt-app.js';
import type { BotRole } from './bot-role.js';
import type { SlackInstalls } from './slack-installs.js';
import type { SlackSettings } from './slack-settings.js';

/** What listens for HTTP in a process: Bolt and the ops routes (web roles), or the ops routes alone (worker). */
export interface Receiver {
  app: App | undefined;
  /** The port actually listened on. */
  port: number | undefined;
  /** The worker role's own server of the ops routes. */
  opsServer: Server | undefined;
}

/**
 * The web roles start Bolt (slash commands, buttons, modals, the install pages) with the ops routes and the
 * exchange's webhooks beside it; the
 * worker role serves only the ops routes (`/healthz`, `/metrics`) on the port.
 */
export async function startReceiver(input: {
  role: BotRole;
  slack: SlackSettings;
  port: number;
  ops: OpsSources;
  /** Routes beside Slack's and the ops routes (the exchange's webhooks), web roles only. */
  routes: readonly CustomRoute[];
  installs: SlackInstalls | undefined;
  logger: Logger;
  listeners: ListenerDeps;
  /** What uninstalling the app from a workspace forgets. */
  forget: Parameters<SlackInstalls['register']>[1];
}): Promise<Receiver> {
  if (input.role === 'worker') {
    const started = await startOpsServer(input.ops, input.port);
    return { app: undefined, port: started.port, opsServer: started.server };
  }
  const app = createBoltApp({
    slack: input.slack,
    port: input.port,
    ops: input.ops,
    routes: input.routes,
    installs: input.installs,
    logger: input.logger,
  });
  registerListeners(app, input.listeners);
  input.installs?.register(app, input.forget);
  const started = (await app.start(input.port)) as unknown;
  const address = (started as Server | undefined)?.address?.();
  const port = address && typeof address === 'object' ? (address as AddressInfo).port : input.port;
  return { app, port, opsServer: undefined };
}
