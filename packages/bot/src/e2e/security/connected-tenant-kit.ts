import type { StoredView } from '@centralino/slack-sandbox';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { blocksText, type PbxServer, waitForAnswer } from '../e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from '../install-e2e-kit.js';

/** The workspace admin who connects the exchange, and a member who uses it. */
export const TENANT_ADMIN = 'U0CAROL01';
export const TENANT_MEMBER = 'U0BOB0001';

/**
 * An app installed through OAuth with no account in its file (workspaces connect theirs from Slack), installed in
 * `teamId` through the browser flow, with its admin and member in the stand-in's directory; `installCode`: the
 * one-time OAuth code the install used.
 */
export async function startTenantBot(input: {
  server: Pick<PbxServer, 'url'>;
  teamId: string;
  encryptionKey: Buffer;
  tokenExpiresInSeconds?: number;
  logLevel?: string;
}): Promise<InstallableBot & { installCode: string }> {
  const bot = await startInstallableBot({
    server: input.server,
    apiKey: 'unused',
    installations: { memory: true },
    config: { accounts: [], worker: { concurrency: 10, notify_after_ms: 3000 } },
    connectedAccounts: { cipher: new KeyCipher({ current: input.encryptionKey }) },
    ...(input.tokenExpiresInSeconds ? { tokenExpiresInSeconds: input.tokenExpiresInSeconds } : {}),
    ...(input.logLevel ? { logLevel: input.logLevel } : {}),
  });
  bot.slack.directory.addUser({ id: TENANT_ADMIN, name: 'carol', isAdmin: true, tz: 'Europe/Rome' });
  bot.slack.directory.addUser({ id: TENANT_MEMBER, name: 'bob' });
  const installed = await installThroughBrowser(bot, { team: input.teamId });
  if (installed.page.status !== 200) throw new Error(`install answered ${installed.page.status}`);
  return Object.assign(bot, { installCode: new URL(installed.callback).searchParams.get('code') ?? '' });
}

/** The modal `userId` has on top once Slack applied `views.open` (or an update) with `callbackId`. */
export async function modalOf(b: InstallableBot, userId: string, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 400; i++) {
    const view = b.slack.views.current(userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId} for ${userId}`);
}

/** `/pbx connect` by the admin, the form filled with `url` and `key`, then "Collega": the done modal's text. */
export async function connectFromSlack(
  b: InstallableBot,
  teamId: string,
  url: string,
  key: string,
): Promise<string> {
  const agent = b.agent();
  await agent.sendCommand({ command: '/pbx', text: 'connect', teamId, userId: TENANT_ADMIN });
  const form = await modalOf(b, TENANT_ADMIN, 'connect_form');
  const checked = await agent.submitView({ view: form, values: { connect_url: url, connect_key: key } });
  if (checked.errors) throw new Error(`the connect form refused: ${JSON.stringify(checked.errors)}`);
  const confirm = await modalOf(b, TENANT_ADMIN, 'connect_confirm');
  await agent.submitView({ view: confirm });
  return blocksText({ blocks: (await modalOf(b, TENANT_ADMIN, 'connect_confirm')).view.blocks });
}

/** `/<command> [text]` from the workspace's member: the text of its answer. */
export async function memberRuns(
  b: InstallableBot,
  teamId: string,
  command: string,
  text = '',
): Promise<string> {
  const sent = await b.agent().sendCommand({ command, text, teamId, userId: TENANT_MEMBER });
  return blocksText(await waitForAnswer(b.slack, sent, 15_000));
}
