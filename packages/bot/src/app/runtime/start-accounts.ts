import type { Logger } from 'pino';
import type { LoadedConfig } from '../../core/config/load-config.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import {
  type ConnectedAccounts,
  type ConnectedAccountsSettings,
  openConnectedAccounts,
} from './connected-accounts.js';
import { pbxAccess } from './pbx-access.js';
import { revokedKeyNotice } from './revoked-key-notice.js';
import { slackMode } from './slack-mode.js';
import type { SlackSettings } from './slack-settings.js';
import { unreadableKeyNotice } from './unreadable-key-notice.js';

/**
 * Slack's side (one workspace's token, or the installations) and the PBX side (the accounts of the file and
 * those connected from Slack, their budget and gateways), opened in that order: connected accounts live in the
 * installations' database when there is one. Whatever fails closes what was opened.
 */
export async function startAccounts(input: {
  role: 'web' | 'worker' | 'all';
  slack: SlackSettings;
  connectedAccounts: ConnectedAccountsSettings | undefined;
  loaded: LoadedConfig;
  redis: RedisClient;
  keys: BotKeys;
  metrics: BotMetrics;
  logger: Logger;
  pbxFetch: ((request: Request) => Promise<Response>) | undefined;
}) {
  const { config, apiKeys } = input.loaded;
  const { redis, keys, logger } = input;
  let connected: ConnectedAccounts | undefined;
  const { installs, slackClients, web } = await slackMode({
    role: input.role,
    slack: input.slack,
    redis,
    keyPrefix: keys.prefix,
    config,
    cipher: input.connectedAccounts?.cipher,
    // a worker posting for a connected account finds its workspace (when exactly one connected it)
    connectedTeamOf: async (accountId) => {
      const workspaces = (await connected?.store?.workspacesOf(accountId)) ?? [];
      return workspaces.length === 1 ? workspaces[0]?.teamId : undefined;
    },
    logger,
  }).catch((error: unknown) => {
    redis.disconnect();
    throw error;
  });
  connected = await openConnectedAccounts({
    role: input.role,
    settings: input.connectedAccounts,
    installationsDb: installs?.db,
    logger,
  }).catch(async (error: unknown) => {
    await installs?.close();
    redis.disconnect();
    throw error;
  });
  const store = connected.store;
  const unreadable = store
    ? unreadableKeyNotice({ config, store, slackClients, logger, redis, keyPrefix: keys.prefix })
    : undefined;
  // an account whose key cannot be opened is put aside: its admins are told once, the others are served
  const putAside = (accountId: string, keyId: string) =>
    void unreadable?.(accountId, keyId).catch((error: unknown) =>
      logger.warn(
        { err: String(error), account: accountId },
        'cannot tell the admins of an account put aside',
      ),
    );
  for (const problem of connected.unreadable) putAside(problem.id, problem.keyId);
  const { budget, accounts } = pbxAccess({
    config,
    apiKeys,
    connected: store,
    redis,
    keys,
    metrics: input.metrics,
    logger,
    pbxFetch: input.pbxFetch,
    onRevoked: store ? revokedKeyNotice({ config, store, slackClients, logger }) : undefined,
    onUnreadable: putAside,
  });
  return { installs, slackClients, web, connected, budget, accounts };
}
