/*
 * The egress attacks' kit: a deployment where workspaces connect their exchange from Slack, a hostile admin's
 * `/pbx connect` form, and plain `node:http` listeners standing in for internal services.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StoredView } from '@centralino/slack-sandbox';
import type { EgressAllowance } from '../../pbx/egress/egress-allowance.js';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import type { PbxServer } from '../e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from '../install-e2e-kit.js';

export const ADMIN = 'U0CAROL01';
export const TEAM = 'T0ONE';

/** One request that reached a listener. */
export interface Seen {
  method: string;
  url: string;
  apiKey: string | undefined;
}

/** A plain HTTP listener on `host` (default 127.0.0.1) that records every request and answers with `reply`. */
export async function internalService(
  reply: (req: IncomingMessage, res: ServerResponse) => void,
  host = '127.0.0.1',
) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', apiKey: req.headers['x-api-key'] as string });
    reply(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A port nothing listens on (opened, then closed). */
export async function closedPort(): Promise<number> {
  const service = await internalService((_req, res) => res.end());
  await service.close();
  return service.port;
}

/** A multi-workspace deployment, no account in its file, installed in {@link TEAM} whose admin is {@link ADMIN}. */
export async function startConnectableBot(
  server: PbxServer,
  pbxAllowance: EgressAllowance,
): Promise<InstallableBot> {
  const b = await startInstallableBot({
    server,
    apiKey: 'unused',
    installations: { memory: true },
    config: {
      accounts: [],
      permissions: { users: [ADMIN], usergroups: [] },
      worker: { concurrency: 10, notify_after_ms: 3000 },
    },
    connectedAccounts: { cipher: new KeyCipher({ current: randomBytes(32) }) },
    pbxAllowance,
  });
  b.slack.directory.addUser({ id: ADMIN, name: 'carol', isAdmin: true, tz: 'Europe/Rome' });
  await installThroughBrowser(b, { team: TEAM });
  return b;
}

/**
 * The modal the user has on top once Slack's `views.open` (or an update) was applied; `opened`: one other than
 * that view (a form left open by an earlier check is not the one a new command opens).
 */
export async function modalOf(
  b: InstallableBot,
  callbackId: string,
  opened?: { after: StoredView | undefined },
): Promise<StoredView> {
  for (let i = 0; i < 200; i++) {
    const view = b.slack.views.current(ADMIN);
    if (view?.view.callback_id === callbackId && (!opened?.after || view.id !== opened.after.id)) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId}`);
}

/** The admin opens `/pbx connect`; returns a function submitting the form with a URL and key. */
export async function connectForm(b: InstallableBot) {
  const agent = b.agent();
  const after = b.slack.views.current(ADMIN);
  await agent.sendCommand({ command: '/pbx', text: 'connect', teamId: TEAM, userId: ADMIN });
  const form = await modalOf(b, 'connect_form', { after });
  return (url: string, key: string) =>
    agent.submitView({ view: form, values: { connect_url: url, connect_key: key }, teamId: TEAM });
}
