import { createHash } from 'node:crypto';
import slackOAuth, { type InstallURLOptions, InvalidStateError, type StateStore } from '@slack/oauth';
import type { RedisClient } from '../../core/redis/redis-client.js';

/** How long an install link stays valid (Bolt's default for the state cookie). */
export const STATE_TTL_SECONDS = 600;

/**
 * The OAuth `state` of `/slack/install`: signed with `SLACK_STATE_SECRET` and valid ten minutes (Bolt's
 * `ClearStateStore`), and usable once — a state seen at `/slack/oauth_redirect` is remembered in Redis until it
 * expires, so a replayed callback is refused by every process, not only by the one that saw it first.
 */
export class OnceStateStore implements StateStore {
  readonly #signed: StateStore;

  constructor(
    stateSecret: string,
    private readonly redis: RedisClient,
    /** `<deployment prefix>:oauth-state` */
    private readonly prefix: string,
  ) {
    // not a named export Node can see in the CommonJS build: read it from the module object
    this.#signed = new slackOAuth.ClearStateStore(stateSecret, STATE_TTL_SECONDS);
  }

  generateStateParam(installOptions: InstallURLOptions, now: Date): Promise<string> {
    return this.#signed.generateStateParam(installOptions, now);
  }

  async verifyStateParam(now: Date, state: string): Promise<InstallURLOptions> {
    const options = await this.#signed.verifyStateParam(now, state);
    const seen = createHash('sha256').update(state).digest('base64url');
    const first = await this.redis.set(`${this.prefix}:${seen}`, '1', 'EX', STATE_TTL_SECONDS + 60, 'NX');
    if (first !== 'OK') throw new InvalidStateError('The state parameter was already used');
    return options;
  }
}
