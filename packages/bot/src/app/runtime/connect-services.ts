import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { ConnectServices } from '../../features/connect/connect-services.js';
import { PendingConnections } from '../../features/connect/pending-connections.js';
import type { WorkspaceWebClient } from '../../slack/permissions.js';
import { WorkspaceAdmins } from '../../slack/workspace-admins.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { probeAccount } from '../../tenancy/accounts/account-probe.js';
import { newConnectedAccountId } from '../../tenancy/accounts/connected-account-id.js';
import type { PgInstallationStore } from '../../tenancy/installations/installation-store.js';
import type { ConnectedAccounts } from './connected-accounts.js';

/** A modal's submission is answered within 3 s: the check of the URL and key gets at most this long. */
const PROBE_TIMEOUT_MS = 2500;

/** What `/pbx connect` and its modal work with: the store, the admins of each workspace, the check. */
export function connectServices(input: {
  config: BotConfig;
  connected: ConnectedAccounts;
  accounts: AccountDirectory;
  installations: PgInstallationStore | undefined;
  web: WorkspaceWebClient;
  redis: RedisClient;
  keyPrefix: string;
  logger: Logger;
  pbxFetch?: ((request: Request) => Promise<Response>) | undefined;
  /** Told of each account connected or disconnected (the background runs look at it again). */
  accountChanged?: (accountId: string) => void;
}): ConnectServices {
  const installations = input.installations;
  const admins = new WorkspaceAdmins({
    configUsers: input.config.permissions.users,
    web: input.web,
    installerOf: installations
      ? async (teamId, enterpriseId) =>
          (await installations.find({ teamId, enterpriseId, isEnterpriseInstall: false }))?.user?.id
      : undefined,
    logger: input.logger,
  });
  const { store, cipher } = input.connected;
  return {
    store,
    canEncrypt: cipher.canEncrypt,
    pending:
      store && cipher.canEncrypt ? new PendingConnections(input.redis, input.keyPrefix, cipher) : undefined,
    probe: (baseUrl, apiKey) =>
      probeAccount({ baseUrl, apiKey, timeoutMs: PROBE_TIMEOUT_MS, fetch: input.pbxFetch }),
    isAdmin: (userId, teamId, enterpriseId) => admins.isAdmin(userId, teamId, enterpriseId),
    userFacts: (userId, teamId) => admins.facts(userId, teamId),
    accountIdFor: (teamId, account) =>
      newConnectedAccountId(
        account.exchange,
        cipher.digest(
          `connected-account:${JSON.stringify([teamId, account.baseUrl, account.exchange, account.keyName])}`,
        ),
      ),
    changed: ({ teamId, accountId }) => {
      input.accounts.invalidate({ teamId, ...(accountId ? { accountId } : {}) });
      if (accountId) input.accountChanged?.(accountId);
    },
  };
}
