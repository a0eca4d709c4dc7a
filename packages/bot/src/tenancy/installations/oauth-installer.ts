import type { HTTPReceiverOptions } from '@slack/bolt';
import { ErrorCode, type Installation, type InstallationQuery, type InstallationStore } from '@slack/oauth';
import type { Logger } from 'pino';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { failedInstallPage, installedPage, type PageLocale } from './install-pages.js';
import type { InstallationClients } from './installation-clients.js';
import type { PgInstallationStore } from './installation-store.js';
import type { InstallationTokens } from './installation-tokens.js';
import { manifestBotScopes } from './manifest-scopes.js';
import { OnceStateStore } from './once-state-store.js';
import type { TeamOrgs } from './team-orgs.js';

/** The app's OAuth credentials (`SLACK_CLIENT_ID`, `SLACK_CLIENT_SECRET`, `SLACK_STATE_SECRET`). */
export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  stateSecret: string;
}

export const INSTALL_PATH = '/slack/install';
export const REDIRECT_PATH = '/slack/oauth_redirect';

/** Slack's authorize page beside its Web API (`https://slack.com/api/` → `https://slack.com/oauth/v2/authorize`). */
export function authorizationUrl(apiUrl: string | undefined): string {
  return new URL('../oauth/v2/authorize', apiUrl ?? 'https://slack.com/api/').href;
}

/**
 * What Bolt reads and writes. Requests and events get the workspace's installation with a token refreshed under
 * the shared lock ({@link InstallationTokens}); the refresh data is not handed to Bolt, so Bolt never refreshes
 * on its own (it would, unlocked, in the last two hours of a token).
 */
export function boltInstallationStore(
  store: PgInstallationStore,
  tokens: InstallationTokens,
  orgs: TeamOrgs,
): InstallationStore {
  return {
    storeInstallation: (installation) => store.storeInstallation(installation),
    async fetchInstallation(query: InstallationQuery<boolean>) {
      if (query.teamId && query.enterpriseId) await orgs.remember(query.teamId, query.enterpriseId);
      const installation = await tokens.fresh(query);
      if (!installation) return store.fetchInstallation(query); // throws: not installed
      if (!installation.bot) return installation;
      const { refreshToken: _r, expiresAt: _e, ...bot } = installation.bot;
      return { ...installation, bot } as Installation;
    },
    deleteInstallation: (query) => store.deleteInstallation(query),
  };
}

/**
 * The HTTPReceiver options that serve `/slack/install` (straight to Slack's authorize page, the state in a cookie
 * and in Redis once used) and `/slack/oauth_redirect` (state verified, code exchanged, installation stored), with
 * plain pages for what can go wrong. A callback without any `state` — the "Add to Slack" button of the app's
 * settings or the Marketplace sends none (bolt-js #1145) — starts over at `/slack/install`, which adds one.
 * @see https://docs.slack.dev/tools/bolt-js/concepts/authenticating-oauth
 */
export function oauthReceiverOptions(input: {
  oauth: OAuthSettings;
  store: PgInstallationStore;
  tokens: InstallationTokens;
  clients: InstallationClients;
  orgs: TeamOrgs;
  redis: RedisClient;
  keyPrefix: string;
  apiUrl: string | undefined;
  locale: PageLocale;
  logger: Logger;
}): Pick<
  HTTPReceiverOptions,
  'clientId' | 'clientSecret' | 'stateSecret' | 'scopes' | 'installationStore' | 'installerOptions'
> {
  return {
    clientId: input.oauth.clientId,
    clientSecret: input.oauth.clientSecret,
    stateSecret: input.oauth.stateSecret,
    scopes: manifestBotScopes(),
    installationStore: boltInstallationStore(input.store, input.tokens, input.orgs),
    installerOptions: {
      installPath: INSTALL_PATH,
      redirectUriPath: REDIRECT_PATH,
      directInstall: true,
      stateStore: new OnceStateStore(input.oauth.stateSecret, input.redis, `${input.keyPrefix}:oauth-state`),
      authorizationUrl: authorizationUrl(input.apiUrl),
      ...(input.apiUrl ? { clientOptions: { slackApiUrl: input.apiUrl } } : {}),
      callbackOptions: {
        success: (installation, _options, _req, res) => {
          const where =
            installation.team?.name ?? installation.enterprise?.name ?? installation.team?.id ?? '';
          input.clients.forget(installation.team?.id ?? installation.enterprise?.id ?? '');
          input.logger.info(
            { teamId: installation.team?.id, enterpriseId: installation.enterprise?.id },
            'Slack app installed',
          );
          installedPage(res, input.locale, where);
        },
        failure: (error, _options, _req, res) => {
          if (error.code === ErrorCode.MissingStateError) {
            res.writeHead(302, { location: INSTALL_PATH }).end();
            return;
          }
          input.logger.warn({ code: error.code, error: error.message }, 'Slack app installation refused');
          failedInstallPage(res, input.locale, error, INSTALL_PATH);
        },
      },
    },
  };
}
