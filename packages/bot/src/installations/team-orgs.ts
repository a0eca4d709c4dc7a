import type { RedisClient } from '../redis/redis-client.js';

/**
 * Which Enterprise Grid org a workspace belongs to, as Slack's requests say (`enterprise_id` beside `team_id`),
 * shared by every process in one Redis hash. A worker posting to a workspace knows only its team; with an org-wide
 * install the token is the org's, found through this.
 */
export class TeamOrgs {
  readonly #seen = new Map<string, string>();

  constructor(
    private readonly redis: RedisClient,
    /** `<deployment prefix>:slack-team-org` */
    private readonly key: string,
  ) {}

  /** Notes that `teamId` is in `enterpriseId` (once per process and pair). */
  async remember(teamId: string, enterpriseId: string): Promise<void> {
    if (this.#seen.get(teamId) === enterpriseId) return;
    await this.redis.hset(this.key, teamId, enterpriseId);
    this.#seen.set(teamId, enterpriseId);
  }

  /** The org of `teamId`, if a request from it was seen. */
  async orgOf(teamId: string): Promise<string | undefined> {
    return this.#seen.get(teamId) ?? (await this.redis.hget(this.key, teamId)) ?? undefined;
  }
}
