import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import { connectMessagesFor } from '../../features/connect/connect-messages.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';

/** What telling an account's admins needs. */
export interface AdminNoticeDeps {
  config: BotConfig;
  store: ConnectedAccountStore;
  slackClients: SlackClients;
  logger: Logger;
}

/**
 * Sends each admin who connected the account, in their workspace, a direct message in their language. A message
 * Slack refuses is logged (without the text), never retried in a loop.
 */
export async function tellAccountAdmins(
  deps: AdminNoticeDeps,
  accountId: string,
  textFor: (t: ReturnType<typeof connectMessagesFor>) => string,
): Promise<void> {
  const { store, config, logger } = deps;
  for (const workspace of await store.workspacesOf(accountId)) {
    const userId = workspace.connectedBy;
    const locale = config.user_locales[userId] ?? config.locale;
    try {
      const web = await deps.slackClients.client(
        { teamId: workspace.teamId, enterpriseId: workspace.enterpriseId },
        'reply',
      );
      await web.chat.postMessage({ channel: userId, text: textFor(connectMessagesFor(locale)) });
    } catch (err) {
      logger.warn(
        { err: String(err), account: accountId, teamId: workspace.teamId },
        'cannot tell the admin',
      );
    }
  }
}

/**
 * Tells the admins who connected an account, in a direct message in their workspace, that the API refused its
 * key and that background reads stopped until it is connected again. Called once per revocation (the store
 * records it).
 */
export function revokedKeyNotice(input: AdminNoticeDeps): (accountId: string) => Promise<void> {
  return async (accountId) => {
    const account = await input.store.find(accountId);
    if (!account) return;
    input.logger.warn(
      { account: accountId },
      'the PBX refused the key of a connected account: background reads stop',
    );
    await tellAccountAdmins(input, accountId, (t) => t.revokedNotice(account.exchange, account.keyName));
  };
}
