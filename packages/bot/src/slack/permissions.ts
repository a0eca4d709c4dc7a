import type { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotConfig } from '../core/config/bot-config.schema.js';

/** A client, or the way to get the one of a workspace (an app installed in many). */
export type WorkspaceWebClient =
  | webApi.WebClient
  | ((teamId: string | undefined) => Promise<webApi.WebClient>);

const GROUP_CACHE_MS = 5 * 60_000;

/**
 * Who may run commands that change something: the users listed in `permissions.users`, or members of the
 * user groups in `permissions.usergroups` (read with `usergroups.users.list` in the user's workspace, cached five
 * minutes). When Slack cannot say, the answer is no.
 */
export class Permissions {
  readonly #groups = new Map<string, { members: Set<string>; until: number }>();

  constructor(
    private readonly config: BotConfig['permissions'],
    private readonly web: WorkspaceWebClient,
    private readonly logger: Logger,
  ) {}

  async canWrite(userId: string, teamId?: string): Promise<boolean> {
    if (this.config.users.includes(userId)) return true;
    for (const group of this.config.usergroups) {
      if ((await this.#members(group, teamId)).has(userId)) return true;
    }
    return false;
  }

  async #members(group: string, teamId: string | undefined): Promise<Set<string>> {
    const cacheKey = `${teamId ?? ''}/${group}`;
    const cached = this.#groups.get(cacheKey);
    if (cached && cached.until > Date.now()) return cached.members;
    let members = new Set<string>();
    try {
      const web = typeof this.web === 'function' ? await this.web(teamId) : this.web;
      const res = await web.usergroups.users.list({ usergroup: group });
      members = new Set(res.users ?? []);
    } catch (err) {
      this.logger.warn({ err, usergroup: group }, 'cannot read user group members: treating as empty');
    }
    this.#groups.set(cacheKey, { members, until: Date.now() + GROUP_CACHE_MS });
    return members;
  }
}
