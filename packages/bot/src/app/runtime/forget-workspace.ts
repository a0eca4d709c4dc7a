import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';
import { deleteAccountData } from './account-data.js';

/** A job holds an account for seconds at most (its reads time out): what it may write after the removal is gone by then. */
export const RESWEEP_AFTER_MS = 10_000;

/**
 * What a workspace leaves behind when it uninstalls the app: the PBX accounts it connected leave it (an account
 * no other workspace uses is deleted with its key, and its alert and missed-call runs end with a tombstone every
 * process reads), so every process stops reading them; the Redis data of an account nobody uses any more
 * (notices, cards, rules, known contacts) is deleted.
 */
export function forgetWorkspace(deps: {
  store: ConnectedAccountStore | undefined;
  accounts: AccountDirectory;
  logger: Logger;
  /** Told of each account that left the workspace (an account nobody uses any more ends its runs for good). */
  accountChanged?: ((accountId: string) => Promise<void>) | undefined;
  /** Where an account nobody uses any more has its data, deleted with it (the bot's key prefix). */
  data?: { redis: RedisClient; prefix: string; resweepAfterMs?: number } | undefined;
}) {
  return async (workspace: {
    teamId: string | undefined;
    enterpriseId: string | undefined;
  }): Promise<void> => {
    const teamId = workspace.teamId ?? workspace.enterpriseId;
    if (!deps.store || !teamId) return;
    for (const account of await deps.store.forWorkspace(teamId)) {
      await deps.store.disconnect(teamId, account.id);
      deps.accounts.invalidate({ teamId, accountId: account.id });
      await deps
        .accountChanged?.(account.id)
        .catch((error: unknown) =>
          deps.logger.warn(
            { err: String(error), account: account.id },
            'cannot end the runs of a removed account',
          ),
        );
      deps.logger.info({ account: account.id, teamId }, 'PBX account left an uninstalled workspace');
      if (deps.data && !(await deps.store.find(account.id))) {
        const { redis, prefix } = deps.data;
        const deleted = await deleteAccountData(redis, prefix, account.id);
        deps.logger.info({ account: account.id, keys: deleted }, 'data of a removed PBX account deleted');
        // a read in flight when the account left may still write its state once: swept again after it ended
        setTimeout(() => {
          deleteAccountData(redis, prefix, account.id).catch((error: unknown) =>
            deps.logger.warn(
              { err: String(error), account: account.id },
              'second sweep of a removed account failed',
            ),
          );
        }, deps.data.resweepAfterMs ?? RESWEEP_AFTER_MS).unref();
      }
    }
  };
}
