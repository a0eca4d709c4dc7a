import { RememberedHash } from '../../core/redis/remembered-hash.js';

/**
 * Which Enterprise Grid org a workspace belongs to, as Slack's requests say (`enterprise_id` beside `team_id`),
 * shared by every process in one Redis hash. A worker posting to a workspace knows only its team; with an org-wide
 * install the token is the org's, found through this.
 */
export class TeamOrgs extends RememberedHash {
  /** The org of `teamId`, if a request from it was seen. */
  orgOf(teamId: string): Promise<string | undefined> {
    return this.get(teamId);
  }
}
