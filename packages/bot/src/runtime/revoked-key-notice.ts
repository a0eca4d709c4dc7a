import type { Logger } from 'pino';
import type { ConnectedAccountStore } from '../accounts/connected-account-store.js';
import type { BotConfig } from '../config/bot-config.schema.js';
import { connectMessagesFor } from '../features/connect/connect-messages.js';
import type { SlackClients } from '../slack/slack-clients.js';

/**
 * Tells the admins who connected an account, in a direct message in their workspace, that the API refused its
 * key and that background reads stopped until it is connected again. Called once per revocation (the store
 * records it); a message Slack refuses is logged, never retried in a loop.
 */
export function revokedKeyNotice(input: {
  config: BotConfig;
  store: ConnectedAccountStore;
  slackClients: SlackClients;
  logger: Logger;
}): (accountId: string) => Promise<void> {
  return async (accountId) => {
    const { store, config, logger } = input;
    const account = await store.find(accountId);
    if (!account) return;
    logger.warn(
      { account: accountId },
      'the PBX refused the key of a connected account: background reads stop',
    );
    for (const workspace of await store.workspacesOf(accountId)) {
      const userId = workspace.connectedBy;
      const locale = config.user_locales[userId] ?? config.locale;
      const text = connectMessagesFor(locale).revokedNotice(account.exchange, account.keyName);
      try {
        const web = await input.slackClients.client(
          { teamId: workspace.teamId, enterpriseId: workspace.enterpriseId },
          'reply',
        );
        await web.chat.postMessage({ channel: userId, text });
      } catch (err) {
        logger.warn(
          { err: String(err), account: accountId, teamId: workspace.teamId },
          'cannot tell the admin',
        );
      }
    }
  };
}
