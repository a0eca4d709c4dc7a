import { randomUUID } from 'node:crypto';
import { webApi } from '@slack/bolt';
import type { Installation, InstallationQuery } from '@slack/oauth';
import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { boltLogger } from '../../slack/bolt-logger.js';
import { type PgInstallationStore, rowKey } from './installation-store.js';

/** A bot token expiring within this window is refreshed before use. */
export const REFRESH_WITHIN_SECONDS = 10 * 60;

/** Deletes the lock only if this process still holds it. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export interface InstallationTokensOptions {
  store: PgInstallationStore;
  redis: RedisClient;
  /** Prefix of the refresh locks, under the deployment's key prefix (`<prefix>:slack-refresh`). */
  lockPrefix: string;
  clientId: string;
  clientSecret: string;
  /** Base URL of the Web API (a local stand-in). */
  apiUrl?: string | undefined;
  logger: Logger;
  /** How long a lock is held at most (a refresh is one HTTP call). Default 15 s. */
  lockTtlMs?: number;
  /** How long a process waits for another one's refresh. Default 10 s. */
  waitMs?: number;
  now?: () => number;
}

/** The installation cannot give a usable bot token: not refreshed in time, refresh refused. */
export class TokenRefreshError extends Error {
  override readonly name = 'TokenRefreshError';
}

/**
 * Bot tokens that are valid when used. With token rotation (tokens last 12 h) a token expiring within
 * {@link REFRESH_WITHIN_SECONDS} is renewed with `oauth.v2.access` (`grant_type=refresh_token`) under a lock per
 * workspace in Redis (`SET NX PX`), so two processes never both refresh — the used refresh token stops working,
 * and the loser of such a race would be left without one. A process that finds the lock taken waits and reads the
 * new token from the store. Used by Bolt for requests and by workers acting outside one (cards, reports, notices).
 * @see https://docs.slack.dev/authentication/using-token-rotation
 */
export class InstallationTokens {
  readonly #o: InstallationTokensOptions;
  readonly #web: webApi.WebClient;

  constructor(options: InstallationTokensOptions) {
    this.#o = options;
    this.#web = new webApi.WebClient(undefined, {
      ...(options.apiUrl ? { slackApiUrl: options.apiUrl } : {}),
      logger: boltLogger(options.logger),
      logLevel: webApi.LogLevel.ERROR,
      retryConfig: { retries: 2 },
    });
  }

  /** The installation for `query` with a bot token good for at least the refresh window; `undefined`: not installed. */
  async fresh(query: InstallationQuery<boolean>): Promise<Installation | undefined> {
    const installation = await this.#o.store.find(query);
    if (!installation || !this.#expiring(installation)) return installation;
    const key = `${this.#o.lockPrefix}:${keyOf(installation)}`;
    const holder = randomUUID();
    const locked = await this.#o.redis.set(key, holder, 'PX', this.#o.lockTtlMs ?? 15_000, 'NX');
    if (locked !== 'OK') return this.#waitForOther(query, installation);
    try {
      // another process may have refreshed between our read and our lock
      const current = await this.#o.store.find(query);
      if (!current || !this.#expiring(current)) return current;
      return await this.#refresh(current);
    } finally {
      await this.#o.redis.eval(RELEASE, 1, key, holder);
    }
  }

  #now(): number {
    return Math.floor((this.#o.now?.() ?? Date.now()) / 1000);
  }

  #expiring(installation: Installation): boolean {
    const { bot } = installation;
    return Boolean(
      bot?.refreshToken &&
        bot.expiresAt !== undefined &&
        bot.expiresAt - this.#now() <= REFRESH_WITHIN_SECONDS,
    );
  }

  async #refresh(installation: Installation): Promise<Installation> {
    const bot = installation.bot!;
    const refreshToken = bot.refreshToken!;
    let answer: { access_token?: string; refresh_token?: string; expires_in?: number };
    try {
      answer = await this.#web.oauth.v2.access({
        client_id: this.#o.clientId,
        client_secret: this.#o.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    } catch (error) {
      const code = (error as { data?: { error?: string } }).data?.error ?? String(error);
      this.#o.logger.error({ installation: keyOf(installation), error: code }, 'Slack token refresh failed');
      return this.#stillUsable(installation, `Slack refused the token refresh (${code})`);
    }
    if (!answer.access_token || !answer.refresh_token || answer.expires_in === undefined) {
      return this.#stillUsable(installation, 'Slack answered the token refresh without tokens');
    }
    const next = {
      token: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: this.#now() + answer.expires_in,
    };
    await this.#o.store.updateBotToken(
      {
        enterpriseId: installation.enterprise?.id,
        teamId: installation.team?.id,
        isEnterpriseInstall: installation.isEnterpriseInstall === true,
      },
      refreshToken,
      next,
    );
    this.#o.logger.info({ installation: keyOf(installation) }, 'Slack bot token refreshed');
    return { ...installation, bot: { ...bot, ...next } };
  }

  async #waitForOther(
    query: InstallationQuery<boolean>,
    seen: Installation,
  ): Promise<Installation | undefined> {
    const until = Date.now() + (this.#o.waitMs ?? 10_000);
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      const current = await this.#o.store.find(query);
      if (!current || !this.#expiring(current)) return current;
    }
    return this.#stillUsable(seen, 'another process did not finish refreshing the token in time');
  }

  /** A token not yet expired is still used (the next use refreshes again); an expired one cannot be. */
  #stillUsable(installation: Installation, why: string): Installation {
    if ((installation.bot?.expiresAt ?? 0) > this.#now()) return installation;
    throw new TokenRefreshError(`The Slack bot token of ${keyOf(installation)} expired: ${why}`);
  }
}

function keyOf(installation: Installation): string {
  const key = rowKey({
    enterpriseId: installation.enterprise?.id,
    teamId: installation.team?.id,
    isEnterpriseInstall: installation.isEnterpriseInstall === true,
  });
  return key.teamId
    ? key.enterpriseId
      ? `${key.enterpriseId}/${key.teamId}`
      : key.teamId
    : key.enterpriseId;
}
