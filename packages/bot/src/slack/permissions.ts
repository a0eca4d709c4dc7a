import type { webApi } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotConfig } from '../config/bot-config.schema.js';

const GROUP_CACHE_MS = 5 * 60_000;

/**
 * Who may run commands that change something: the users listed in `permissions.users`, or members of the
 * user groups in `permissions.usergroups` (read with `usergroups.users.list`, cached five minutes). When
 * Slack cannot say, the answer is no.
 */
export class Permissions {
  readonly #groups = new Map<string, { members: Set<string>; until: number }>();

  constructor(
    private readonly config: BotConfig['permissions'],
    private readonly web: webApi.WebClient,
    private readonly logger: Logger,
  ) {}

  async canWrite(userId: string): Promise<boolean> {
    if (this.config.users.includes(userId)) return true;
    for (const group of this.config.usergroups) {
      if ((await this.#members(group)).has(userId)) return true;
    }
    return false;
  }

  async #members(group: string): Promise<Set<string>> {
    const cached = this.#groups.get(group);
    if (cached && cached.until > Date.now()) return cached.members;
    let members = new Set<string>();
    try {
      const res = await this.web.usergroups.users.list({ usergroup: group });
      members = new Set(res.users ?? []);
    } catch (err) {
      this.logger.warn({ err, usergroup: group }, 'cannot read user group members: treating as empty');
    }
    this.#groups.set(group, { members, until: Date.now() + GROUP_CACHE_MS });
    return members;
  }
}
