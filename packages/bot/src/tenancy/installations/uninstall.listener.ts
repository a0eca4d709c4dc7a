import type { App } from '@slack/bolt';
import type { Logger } from 'pino';
import type { InstallationClients } from './installation-clients.js';
import type { PgInstallationStore } from './installation-store.js';

/**
 * `app_uninstalled` and `tokens_revoked` (bot tokens): the workspace's (or org's) installation is deleted and its
 * clients dropped, so nothing posts there any more; then `onRemoved` forgets the rest (its connected accounts). Bolt delivers these two events without authorizing them.
 * @see https://docs.slack.dev/reference/events/app_uninstalled
 * @see https://docs.slack.dev/reference/events/tokens_revoked
 */
export function registerUninstall(
  app: App,
  deps: {
    store: PgInstallationStore;
    clients: InstallationClients;
    logger: Logger;
    /** What else the workspace had: its connected PBX accounts (and with them their scheduled work) go too. */
    onRemoved?: (workspace: {
      teamId: string | undefined;
      enterpriseId: string | undefined;
    }) => Promise<void>;
  },
): void {
  const remove = async (
    body: { team_id?: string; enterprise_id?: string; is_enterprise_install?: boolean },
    why: string,
  ) => {
    const isEnterpriseInstall = body.is_enterprise_install === true;
    await deps.store.deleteInstallation({
      teamId: isEnterpriseInstall ? undefined : body.team_id,
      enterpriseId: body.enterprise_id,
      isEnterpriseInstall,
    });
    deps.clients.forget((isEnterpriseInstall ? body.enterprise_id : body.team_id) ?? '');
    deps.logger.info(
      { teamId: body.team_id, enterpriseId: body.enterprise_id, why },
      'Slack installation removed',
    );
    await deps
      .onRemoved?.({
        teamId: isEnterpriseInstall ? undefined : body.team_id,
        enterpriseId: body.enterprise_id,
      })
      .catch((error: unknown) =>
        deps.logger.error({ err: String(error), teamId: body.team_id }, 'workspace clean-up failed'),
      );
  };
  app.event('app_uninstalled', async ({ body }) => remove(body, 'app_uninstalled'));
  app.event('tokens_revoked', async ({ body, event }) => {
    if ((event.tokens.bot ?? []).length > 0) await remove(body, 'tokens_revoked');
  });
}
