import type { Logger } from 'pino';
import type { WorkspaceWebClient } from './permissions.js';

/** What Slack says of a user (`users.info`). */
export interface SlackUserFacts {
  isAdmin: boolean;
  isOwner: boolean;
  /** The user's IANA time zone, when Slack gives one. */
  timeZone: string | undefined;
}

const CACHE_MS = 60_000;

/**
 * Who may connect a PBX account to a workspace: the users the configuration names (`permissions.users`), whoever
 * installed the app there, and the workspace's admins and owners (`users.info`: `is_admin`, `is_owner`, read in
 * the user's workspace, kept a minute). When Slack cannot say, the answer is no.
 */
export class WorkspaceAdmins {
  readonly #facts = new Map<string, { value: SlackUserFacts | undefined; until: number }>();

  constructor(
    private readonly o: {
      configUsers: readonly string[];
      web: WorkspaceWebClient;
      /** The user who installed the app in the workspace (an app installed through OAuth). */
      installerOf?:
        | ((teamId: string, enterpriseId: string | undefined) => Promise<string | undefined>)
        | undefined;
      logger: Logger;
    },
  ) {}

  async isAdmin(userId: string, teamId: string | undefined, enterpriseId?: string): Promise<boolean> {
    if (this.o.configUsers.includes(userId)) return true;
    if (teamId && this.o.installerOf) {
      const installer = await this.o.installerOf(teamId, enterpriseId).catch(() => undefined);
      if (installer === userId) return true;
    }
    const facts = await this.facts(userId, teamId);
    return facts?.isAdmin === true || facts?.isOwner === true;
  }

  /** `users.info` of the user, in their workspace. */
  async facts(userId: string, teamId: string | undefined): Promise<SlackUserFacts | undefined> {
    const key = `${teamId ?? ''}/${userId}`;
    const cached = this.#facts.get(key);
    if (cached && cached.until > Date.now()) return cached.value;
    let value: SlackUserFacts | undefined;
    try {
      const web = typeof this.o.web === 'function' ? await this.o.web(teamId) : this.o.web;
      const res = await web.users.info({ user: userId });
      value = {
        isAdmin: res.user?.is_admin === true,
        isOwner: res.user?.is_owner === true || res.user?.is_primary_owner === true,
        timeZone: res.user?.tz || undefined,
      };
    } catch (err) {
      this.o.logger.warn({ err: String(err), userId }, 'cannot read the user from Slack: not an admin');
    }
    this.#facts.set(key, { value, until: Date.now() + CACHE_MS });
    return value;
  }
}
