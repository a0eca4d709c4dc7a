import type { AccountConfig } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import type { ActionContext, ListenerDeps } from './listener-deps.js';

/** Who clicked, in which workspace (Slack's own fields of the request, never a value the payload carries). */
export interface Clicker {
  userId: string;
  teamId: string | undefined;
  /**
   * The channel Slack reports the click in (`body.channel`); a channel carried in a modal's `private_metadata`
   * is a claim and is only followed through the workspace's own routing (see {@link ownedAccount}).
   */
  channelId?: string | undefined;
  /** The channel comes from the payload's metadata, not from Slack's envelope. */
  channelClaimed?: boolean;
}

type Deps = Pick<ListenerDeps, 'config' | 'accounts'>;

/**
 * The workspace of a Slack request (`team.id`, else the user's own `team_id`: an org-level surface of an
 * Enterprise Grid install may leave `team` out).
 */
export function clickerTeam(body: {
  team?: { id?: string } | null;
  user?: { team_id?: string } | null;
}): string | undefined {
  return body.team?.id ?? body.user?.team_id ?? undefined;
}

/**
 * Whether the configuration file gives `accountId` to the workspace: its `routing.teams` entry names it, or no
 * workspace is named for it and the workspace has neither an entry nor a connected account of its own (the
 * deployment's shared account, which `resolve` would give it).
 */
function configGives(deps: Deps, accountId: string, teamId: string | undefined, connects: boolean): boolean {
  const { accounts, routing } = deps.config;
  if (!accounts.some((a) => a.id === accountId)) return false;
  const own = teamId === undefined ? undefined : routing.teams[teamId];
  if (own !== undefined) return own === accountId;
  return !connects && !Object.values(routing.teams).includes(accountId);
}

/**
 * The account a payload names (a button's `value`, a modal's `private_metadata`), if the clicker's workspace may
 * act on it: the account the clicker's own request resolves to, one the configuration gives that workspace, or
 * one that workspace connected from Slack. Anything else is another tenant's: `undefined`, whatever the payload
 * says. Ids carried in payloads are references to check, never grants.
 */
export async function ownedAccount(
  deps: Deps,
  who: Clicker,
  accountId: unknown,
): Promise<AccountConfig | undefined> {
  if (typeof accountId !== 'string' || accountId === '') return undefined;
  // the file's channel mapping is global: a channel named by the payload must not reach another team's account
  const claimedFileChannel =
    who.channelClaimed && who.channelId !== undefined && deps.config.routing.channels[who.channelId];
  const resolved = await deps.accounts.resolve({
    userId: who.userId,
    teamId: who.teamId,
    channelId: claimedFileChannel ? undefined : who.channelId,
  });
  if (resolved?.id === accountId) return resolved;
  const store = deps.accounts.connectedStore;
  const linked = store && who.teamId !== undefined ? await store.forWorkspace(who.teamId) : [];
  const given =
    linked.some((a) => a.id === accountId) || configGives(deps, accountId, who.teamId, linked.length > 0);
  return given ? deps.accounts.account(accountId) : undefined;
}

/**
 * A payload named an account (or a share) the clicker's workspace may not act on: one warn line for the
 * operators (what was refused and from which workspace; no user, no ids of the other tenant) and the refusal
 * text, in the clicker's language, saying nothing of the other tenant.
 */
export function foreignRefusal(
  deps: Pick<ListenerDeps, 'logger' | 'config'>,
  who: Pick<Clicker, 'userId' | 'teamId'>,
  what: string,
): string {
  deps.logger.warn({ action: what, teamId: who.teamId }, 'payload naming another workspace refused');
  const locale = deps.config.user_locales[who.userId] ?? deps.config.locale;
  return messagesFor(locale).common.notYours;
}

/**
 * For a button's handler: the account the button names if the clicker's workspace may act on it; otherwise the
 * clicker gets the refusal (ephemeral) and the answer is `undefined`, so the handler changes nothing.
 */
export async function accountOfClick(
  ctx: Pick<ActionContext, 'deps' | 'r' | 'say'>,
  accountId: unknown,
  what: string,
): Promise<AccountConfig | undefined> {
  const { deps, r } = ctx;
  const owned = await ownedAccount(
    deps,
    { userId: r.userId, teamId: r.teamId, channelId: r.channelId },
    accountId,
  );
  if (!owned) await ctx.say(foreignRefusal(deps, r, what));
  return owned;
}
