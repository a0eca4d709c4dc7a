import type { App } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { ChannelTeams, channelTeamOf } from '../../slack/channel-teams.js';
import type { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { InstallationClients } from '../../tenancy/installations/installation-clients.js';
import { PgInstallationStore } from '../../tenancy/installations/installation-store.js';
import { InstallationTokens } from '../../tenancy/installations/installation-tokens.js';
import {
  type InstallationsDb,
  type InstallationsHandle,
  type InstallationsLocation,
  openInstallationsDb,
} from '../../tenancy/installations/installations-db.js';
import { InstallsConfigError } from '../../tenancy/installations/installations-errors.js';
import { type OAuthSettings, oauthReceiverOptions } from '../../tenancy/installations/oauth-installer.js';
import { TeamOrgs } from '../../tenancy/installations/team-orgs.js';
import { registerUninstall } from '../../tenancy/installations/uninstall.listener.js';

/** An app installed in many workspaces: its clients, what the HTTP receiver needs, its listeners. */
export interface SlackInstalls {
  clients: InstallationClients;
  store: PgInstallationStore;
  /** The installations' database (connected PBX accounts are kept beside them). */
  db: InstallationsDb;
  receiverOptions: ReturnType<typeof oauthReceiverOptions>;
  /** The install pages' listeners; `onRemoved`: what else goes when a workspace uninstalls the app. */
  register(
    app: App,
    onRemoved?: (workspace: {
      teamId: string | undefined;
      enterpriseId: string | undefined;
    }) => Promise<void>,
  ): void;
  close(): Promise<void>;
}

/**
 * Opens the installation store (PostgreSQL, or embedded PGlite for a single `all` process: PGlite allows one
 * process, so a `web` + `worker` split needs `INSTALLATIONS_DATABASE_URL`) and builds the clients and OAuth routes.
 */
export async function startSlackInstalls(input: {
  role: 'web' | 'worker' | 'all';
  oauth: OAuthSettings;
  where: InstallationsLocation;
  redis: RedisClient;
  keyPrefix: string;
  apiUrl: string | undefined;
  config: BotConfig;
  /** The workspace that connected an account from Slack, when exactly one did. */
  connectedTeamOf?: ((accountId: string) => Promise<string | undefined>) | undefined;
  /** Encrypts Slack tokens at rest when it has a key (`PBX_KEY_ENCRYPTION_KEY`); without one they stay in clear. */
  cipher?: KeyCipher | undefined;
  logger: Logger;
}): Promise<SlackInstalls> {
  if (input.role !== 'all' && !('url' in input.where)) {
    throw new InstallsConfigError(
      `the bot runs as "${input.role}" but installations are in embedded PGlite, which only one process can open: set INSTALLATIONS_DATABASE_URL (PostgreSQL) to split web and worker, or run "all"`,
    );
  }
  const handle: InstallationsHandle = await openInstallationsDb(input.where);
  input.logger.info({ installations: handle.description }, 'Slack installations store open');
  const store = new PgInstallationStore(handle.db, { cipher: input.cipher, logger: input.logger });
  if (!input.cipher?.canEncrypt) {
    input.logger.warn(
      'PBX_KEY_ENCRYPTION_KEY is not set: Slack bot tokens are stored in the installations database in clear',
    );
  }
  const tokens = new InstallationTokens({
    store,
    redis: input.redis,
    lockPrefix: `${input.keyPrefix}:slack-refresh`,
    clientId: input.oauth.clientId,
    clientSecret: input.oauth.clientSecret,
    apiUrl: input.apiUrl,
    logger: input.logger,
  });
  const teamOfAccount = async (accountId: string) => {
    const teams = Object.entries(input.config.routing.teams).filter(([, account]) => account === accountId);
    if (teams.length === 1) return teams[0]?.[0];
    return input.connectedTeamOf?.(accountId);
  };
  const orgs = new TeamOrgs(input.redis, `${input.keyPrefix}:slack-team-org`);
  const channelTeams = new ChannelTeams(input.redis, `${input.keyPrefix}:slack-channel-team`);
  const clients = new InstallationClients({
    tokens,
    orgs,
    teamOfAccount,
    teamOfChannel: (channelId) => channelTeams.teamOf(channelId),
    apiUrl: input.apiUrl,
    logger: input.logger,
  });
  return {
    clients,
    store,
    db: handle.db,
    receiverOptions: oauthReceiverOptions({
      oauth: input.oauth,
      store,
      tokens,
      clients,
      orgs,
      redis: input.redis,
      keyPrefix: input.keyPrefix,
      apiUrl: input.apiUrl,
      locale: input.config.locale,
      logger: input.logger,
    }),
    register: (app, onRemoved) => {
      // every request says which workspace its channel belongs to: what the bot posts there later uses it
      app.use(async ({ body, next }) => {
        const seen = channelTeamOf(body);
        if (seen) await channelTeams.remember(seen.channelId, seen.teamId).catch(() => {});
        await next();
      });
      registerUninstall(app, { store, clients, logger: input.logger, ...(onRemoved ? { onRemoved } : {}) });
    },
    close: () => handle.close(),
  };
}
