import type { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import {
  clientsFor,
  type SlackClients,
  type SlackClientUse,
  type WorkspaceRef,
} from '../../slack/slack-clients.js';
import type { InstallationTokens } from './installation-tokens.js';
import type { TeamOrgs } from './team-orgs.js';

/** No installation answers for the workspace (never installed, or uninstalled). */
export class WorkspaceNotInstalled extends Error {
  override readonly name = 'WorkspaceNotInstalled';
}

export interface InstallationClientsOptions {
  tokens: InstallationTokens;
  /** The org of a workspace, for an org-wide install when only the team is known. */
  orgs: TeamOrgs;
  /** The workspace a PBX account posts to, when only the account is known (the configuration's routing). */
  teamOfAccount: (accountId: string) => string | undefined | Promise<string | undefined>;
  /** The workspace a channel belongs to, as the bot last heard from it. */
  teamOfChannel?: (channelId: string) => Promise<string | undefined>;
  apiUrl?: string | undefined;
  /** Where the clients log (redacted); default: @slack/web-api's console logger. */
  logger?: Logger | undefined;
}

/**
 * Clients of an app installed in many workspaces: each workspace's (or Enterprise org's) own bot token from the
 * installation store, refreshed when it is about to expire, with the same two uses as one workspace
 * (`background` hands a 429 back at once). Clients are kept per token: a refreshed token gets new ones.
 */
export class InstallationClients implements SlackClients {
  readonly #o: InstallationClientsOptions;
  readonly #byToken = new Map<string, Record<SlackClientUse, webApi.WebClient>>();
  /** workspace → its current token, to drop the clients of a replaced token */
  readonly #tokenOf = new Map<string, string>();

  constructor(options: InstallationClientsOptions) {
    this.#o = options;
  }

  async client(workspace: WorkspaceRef, use: SlackClientUse): Promise<webApi.WebClient> {
    // the request's own workspace, else the channel's, else the account's (an account shared by several
    // workspaces posts in each one's channels with that one's token)
    const teamId =
      workspace.teamId ??
      (workspace.channelId ? await this.#o.teamOfChannel?.(workspace.channelId) : undefined) ??
      (workspace.accountId ? await this.#o.teamOfAccount(workspace.accountId) : undefined);
    if (!teamId && !workspace.enterpriseId) {
      throw new WorkspaceNotInstalled(
        `No Slack workspace is known for ${workspace.accountId ? `account ${workspace.accountId}` : 'this message'}: map it in routing.teams`,
      );
    }
    const enterpriseId = workspace.enterpriseId ?? (teamId ? await this.#o.orgs.orgOf(teamId) : undefined);
    const installation = await this.#o.tokens.fresh({
      teamId,
      enterpriseId,
      isEnterpriseInstall: teamId === undefined,
    });
    const token = installation?.bot?.token;
    if (!token)
      throw new WorkspaceNotInstalled(
        `The app is not installed in the Slack workspace ${teamId ?? workspace.enterpriseId}`,
      );
    const where = teamId ?? `E:${workspace.enterpriseId}`;
    const previous = this.#tokenOf.get(where);
    if (previous !== undefined && previous !== token) this.#byToken.delete(previous);
    this.#tokenOf.set(where, token);
    let clients = this.#byToken.get(token);
    if (!clients) {
      clients = clientsFor(token, this.#o.apiUrl, this.#o.logger);
      this.#byToken.set(token, clients);
    }
    return clients[use];
  }

  /** Drops the clients of a workspace or org (uninstalled, tokens revoked). */
  forget(teamOrEnterpriseId: string): void {
    for (const where of [teamOrEnterpriseId, `E:${teamOrEnterpriseId}`]) {
      const token = this.#tokenOf.get(where);
      if (token !== undefined) this.#byToken.delete(token);
      this.#tokenOf.delete(where);
    }
  }
}
