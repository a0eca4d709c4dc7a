import type { Logger } from 'pino';
import type { AccountDirectory } from '../accounts/account-directory.js';
import type { ConnectedAccountStore } from '../accounts/connected-account-store.js';

/**
 * What a workspace leaves behind when it uninstalls the app: the PBX accounts it connected leave it (an account
 * no other workspace uses is deleted with its key), so every process stops reading them — an account the
 * directory no longer knows ends its alert poll, its missed-call reads and its reports' schedules.
 */
export function forgetWorkspace(deps: {
  store: ConnectedAccountStore | undefined;
  accounts: AccountDirectory;
  logger: Logger;
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
      deps.logger.info({ account: account.id, teamId }, 'PBX account left an uninstalled workspace');
    }
  };
}
