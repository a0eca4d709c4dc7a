import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { WorkspaceWebClient } from '../../slack/permissions.js';
import { SingleWorkspaceClients, type SlackClients } from '../../slack/slack-clients.js';
import type { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import type { InstallationsLocation } from '../../tenancy/installations/installations-db.js';
import type { OAuthSettings } from '../../tenancy/installations/oauth-installer.js';
import type { SlackInstalls } from './slack-installs.js';

/** How the bot talks to Slack: one workspace's token, or the installations of an app installed in many. */
export interface SlackMode {
  slackClients: SlackClients;
  /** Replies to users: the one client, or the client of the request's workspace. */
  web: WorkspaceWebClient;
  /** Set for an installable app (OAuth routes, uninstall listener, store). */
  installs: SlackInstalls | undefined;
}

/**
 * `SLACK_BOT_TOKEN`: the same clients as always. OAuth settings: the installation store and per-workspace clients,
 * loaded only then (a single workspace never loads the database drivers).
 */
export async function slackMode(input: {
  role: 'web' | 'worker' | 'all';
  slack: {
    botToken?: string | undefined;
    oauth?: (OAuthSettings & { installations: InstallationsLocation }) | undefined;
    apiUrl?: string | undefined;
  };
  redis: RedisClient;
  keyPrefix: string;
  config: BotConfig;
  connectedTeamOf?: ((accountId: string) => Promise<string | undefined>) | undefined;
  /** Encrypts the installations' Slack tokens at rest (the PBX keys' cipher), when it has a key. */
  cipher?: KeyCipher | undefined;
  logger: Logger;
}): Promise<SlackMode> {
  const { oauth, botToken, apiUrl } = input.slack;
  if (oauth) {
    const { startSlackInstalls } = await import('./slack-installs.js');
    const installs = await startSlackInstalls({ ...input, oauth, where: oauth.installations, apiUrl });
    const slackClients = installs.clients;
    return { installs, slackClients, web: (teamId) => slackClients.client({ teamId }, 'reply') };
  }
  if (!botToken) throw new Error('Slack needs a bot token or the OAuth settings');
  const slackClients = new SingleWorkspaceClients({ botToken, apiUrl, logger: input.logger });
  return { installs: undefined, slackClients, web: await slackClients.client({}, 'reply') };
}
