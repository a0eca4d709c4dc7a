import type { AccountConfig, BotConfig, Locale } from './bot-config.schema.js';

/** Where a Slack request comes from. */
export interface SlackOrigin {
  teamId: string | undefined;
  channelId: string | undefined;
  userId: string;
}

/**
 * The account a request acts on: the channel's mapping, else the team's, else `default_account`, else the
 * only account. `undefined` when nothing applies.
 */
export function resolveAccount(config: BotConfig, origin: SlackOrigin): AccountConfig | undefined {
  const id =
    (origin.channelId ? config.routing.channels[origin.channelId] : undefined) ??
    (origin.teamId ? config.routing.teams[origin.teamId] : undefined) ??
    config.routing.default_account ??
    (config.accounts.length === 1 ? config.accounts[0]?.id : undefined);
  return config.accounts.find((a) => a.id === id);
}

/** The user's language: their own setting, else the configured default. */
export function localeFor(config: BotConfig, userId: string): Locale {
  return config.user_locales[userId] ?? config.locale;
}
