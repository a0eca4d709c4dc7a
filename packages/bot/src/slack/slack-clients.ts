import { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import { boltLogger } from './bolt-logger.js';

/**
 * How a client will be used. `reply`: answers to a user (Slack's own retries, waits out a 429 in the process).
 * `background`: what the bot posts on its own (alert cards, notices, reports): a 429 is not waited out inside
 * the process but handed back at once (`rejectRateLimitedCalls`, no retries), so the caller shares it with every
 * process through Redis (`SlackSlots`) and the job comes back later.
 */
export type SlackClientUse = 'reply' | 'background';

/** Which workspace a message goes to: its team id, when known (a Slack request's `team_id`, a stored rule's). */
export interface WorkspaceRef {
  teamId?: string | undefined;
  /** The channel the message goes to (its workspace is the one the bot last heard from it). */
  channelId?: string | undefined;
  /** The PBX account the message is about (a deployment may route accounts to workspaces). */
  accountId?: string | undefined;
  /** The Enterprise Grid org, when known (an org-wide install serves all of its workspaces). */
  enterpriseId?: string | undefined;
}

/**
 * The one place code gets a Slack Web API client to talk to a workspace, above all outside a Slack request
 * (cards, notices, reports, uploads). Features never build a `WebClient` themselves: a deployment serving
 * several workspaces replaces this seam (tokens per installation) and nothing else.
 */
export interface SlackClients {
  client(workspace: WorkspaceRef, use: SlackClientUse): Promise<webApi.WebClient>;
}

export interface SingleWorkspaceOptions {
  botToken: string;
  /** Base URL of the Web API, e.g. a local stand-in (`http://127.0.0.1:PORT/api/`). */
  apiUrl?: string | undefined;
  /** Where the clients log (through the redaction of `boltLogger`); default: @slack/web-api's console logger. */
  logger?: Logger | undefined;
}

/** One workspace, one bot token (`SLACK_BOT_TOKEN`): the same two clients whatever the workspace asked for. */
export class SingleWorkspaceClients implements SlackClients {
  readonly #clients: Record<SlackClientUse, webApi.WebClient>;

  constructor(options: SingleWorkspaceOptions) {
    this.#clients = clientsFor(options.botToken, options.apiUrl, options.logger);
  }

  async client(_workspace: WorkspaceRef, use: SlackClientUse): Promise<webApi.WebClient> {
    return this.#clients[use];
  }
}

/**
 * The two clients of one bot token: `reply` waits out a 429 in the process, `background` hands it back at once.
 * With `logger`, they log through it, redacted (`boltLogger`).
 */
export function clientsFor(
  token: string,
  apiUrl: string | undefined,
  logger?: Logger,
): Record<SlackClientUse, webApi.WebClient> {
  const base = {
    ...(apiUrl ? { slackApiUrl: apiUrl } : {}),
    ...(logger ? { logger: boltLogger(logger) } : {}),
    logLevel: webApi.LogLevel.ERROR,
  };
  return {
    reply: new webApi.WebClient(token, base),
    background: new webApi.WebClient(token, {
      ...base,
      rejectRateLimitedCalls: true,
      retryConfig: { retries: 0 },
    }),
  };
}
