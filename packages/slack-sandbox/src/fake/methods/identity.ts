import { argString } from '../api-request.js';
import { type ApiMethod, fail } from './api-context.js';

/** @see https://docs.slack.dev/reference/methods/auth.test */
export const authTest: ApiMethod = (_args, ctx) => ({
  ok: true,
  url: ctx.isEnterpriseInstall
    ? `https://${ctx.enterprise?.id.toLowerCase()}.enterprise.slack.com/`
    : `https://${ctx.team.domain}.slack.com/`,
  team: ctx.isEnterpriseInstall ? (ctx.enterprise?.name ?? '') : ctx.team.name,
  user: ctx.bot.name,
  team_id: ctx.isEnterpriseInstall ? (ctx.enterprise?.id ?? '') : ctx.team.id,
  user_id: ctx.bot.userId,
  bot_id: ctx.bot.botId,
  ...(ctx.enterprise ? { enterprise_id: ctx.enterprise.id } : {}),
  is_enterprise_install: ctx.isEnterpriseInstall ?? false,
});

/** Minimal `users.info`. @see https://docs.slack.dev/reference/methods/users.info */
export const usersInfo: ApiMethod = (args, ctx) => {
  const user = ctx.directory.user(argString(args, 'user') ?? '');
  if (!user) return fail('user_not_found');
  const realName = user.realName ?? user.name;
  return {
    ok: true,
    user: {
      id: user.id,
      team_id: ctx.team.id,
      name: user.name,
      real_name: realName,
      deleted: false,
      is_bot: user.isBot ?? false,
      is_admin: user.isAdmin ?? false,
      is_owner: user.isOwner ?? false,
      tz: user.tz ?? 'UTC',
      profile: { real_name: realName, display_name: user.name, team: ctx.team.id },
    },
  };
};

/** Minimal `conversations.info`. @see https://docs.slack.dev/reference/methods/conversations.info */
export const conversationsInfo: ApiMethod = (args, ctx) => {
  const channel = ctx.directory.resolveChannel(argString(args, 'channel') ?? '');
  if (!channel) return fail('channel_not_found');
  const isIm = channel.isIm ?? false;
  const isPrivate = channel.isPrivate ?? false;
  return {
    ok: true,
    channel: {
      id: channel.id,
      name: channel.name,
      is_channel: !isIm && !isPrivate,
      is_group: isPrivate,
      is_im: isIm,
      is_private: isPrivate || isIm,
      is_archived: false,
      is_member: true,
      ...(channel.user ? { user: channel.user } : {}),
    },
  };
};

/**
 * Minimal `usergroups.users.list`: the members of a group of the token's workspace; a group of another workspace
 * is unknown to it (`no_such_subteam`). @see https://docs.slack.dev/reference/methods/usergroups.users.list
 */
export const usergroupsUsersList: ApiMethod = (args, ctx) => {
  const group = ctx.directory.userGroup(argString(args, 'usergroup') ?? '');
  if (!group || (group.teamId ?? ctx.team.id) !== ctx.team.id) return fail('no_such_subteam');
  return { ok: true, users: [...group.users] };
};
