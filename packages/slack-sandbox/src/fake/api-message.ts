import type { JsonObject } from '../block-kit/types.js';
import type { StoredMessage } from './stored-types.js';
import type { SlackBotIdentity, SlackTeam } from './workspace.js';

/** A stored message as the Web API and interaction payloads show it. */
export function toApiMessage(message: StoredMessage, team: SlackTeam, bot: SlackBotIdentity): JsonObject {
  const fromBot = message.user === bot.userId;
  return {
    type: 'message',
    text: message.text,
    user: message.user,
    ts: message.ts,
    team: team.id,
    ...(message.threadTs === undefined ? {} : { thread_ts: message.threadTs }),
    ...(message.blocks === undefined ? {} : { blocks: message.blocks }),
    ...(message.attachments === undefined ? {} : { attachments: message.attachments }),
    ...(message.metadata === undefined ? {} : { metadata: message.metadata }),
    ...(message.edits.length > 0 ? { edited: { user: message.user, ts: message.ts } } : {}),
    ...(fromBot
      ? {
          bot_id: bot.botId,
          app_id: bot.appId,
          bot_profile: { id: bot.botId, app_id: bot.appId, name: bot.name, team_id: team.id, deleted: false },
        }
      : {}),
  };
}
