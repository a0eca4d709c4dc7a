/** A workspace member, as `users.info` describes it. */
export interface SlackUser {
  readonly id: string;
  readonly name: string;
  readonly realName?: string;
  readonly isBot?: boolean;
  readonly tz?: string;
  /** A workspace admin (`is_admin`). */
  readonly isAdmin?: boolean;
  /** The workspace's owner (`is_owner`). */
  readonly isOwner?: boolean;
}

/** A conversation, as `conversations.info` describes it. */
export interface SlackChannel {
  readonly id: string;
  readonly name: string;
  readonly isPrivate?: boolean;
  readonly isIm?: boolean;
  /** For a DM: the other member. */
  readonly user?: string;
}

/** A user group (`S…`), as `usergroups.users.list` lists its members. */
export interface SlackUserGroup {
  readonly id: string;
  /** The workspace it belongs to (default: the fake's own); another workspace's token does not see it. */
  readonly teamId?: string;
  readonly users: readonly string[];
}

/** The workspace the fake pretends to be. */
export interface SlackTeam {
  readonly id: string;
  readonly domain: string;
  readonly name: string;
}

/** The bot user the configured token belongs to. */
export interface SlackBotIdentity {
  readonly userId: string;
  readonly botId: string;
  readonly appId: string;
  readonly name: string;
}

/** Default identities; ids follow Slack's shapes (T…, U…, B…, A…, C…). */
export const defaultTeam: SlackTeam = { id: 'T0SANDBOX', domain: 'centralino', name: 'Centralino' };
export const defaultBot: SlackBotIdentity = {
  userId: 'U0BOT0001',
  botId: 'B0BOT0001',
  appId: 'A0APP0001',
  name: 'centralino',
};
export const defaultUsers: readonly SlackUser[] = [
  { id: 'U0ALICE01', name: 'alice', realName: 'Alice Operator', tz: 'Europe/Rome' },
];
export const defaultChannels: readonly SlackChannel[] = [{ id: 'C0GENERAL', name: 'general' }];
