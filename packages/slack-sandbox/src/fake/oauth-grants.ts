import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { JsonObject } from '../block-kit/types.js';
import type { Clock } from '../clock/clock.js';
import { sendText } from './http-io.js';
import type { ApiResult } from './methods/api-context.js';
import type { SlackBotIdentity, SlackTeam } from './workspace.js';

/** The distributed app the stand-in lets users install (Slack app → Basic Information → App Credentials). */
export interface FakeOAuthApp {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Token rotation (`token_rotation_enabled`): bot tokens expire after this many seconds. Default off. */
  readonly tokenExpiresInSeconds?: number;
  /** Used when the authorize URL carries no `redirect_uri`. */
  readonly redirectUri?: string;
}

/** An Enterprise Grid organization. */
export interface FakeEnterprise {
  readonly id: string;
  readonly name: string;
}

/** Who a bot token belongs to. */
export interface TokenGrant {
  readonly token: string;
  readonly team: SlackTeam | undefined;
  readonly enterprise: FakeEnterprise | undefined;
  readonly isEnterpriseInstall: boolean;
  readonly bot: SlackBotIdentity;
  readonly scope: string;
  /** Epoch ms; undefined without token rotation. */
  readonly expiresAt: number | undefined;
  revoked: boolean;
}

interface PendingCode {
  readonly team: SlackTeam | undefined;
  readonly enterprise: FakeEnterprise | undefined;
  readonly scope: string;
  readonly redirectUri: string;
  readonly userId: string;
  readonly expiresAt: number;
  used: boolean;
}

/** Slack's authorization codes last 10 minutes and work once. */
const CODE_TTL_MS = 10 * 60_000;

const installKey = (team: SlackTeam | undefined, enterprise: FakeEnterprise | undefined) =>
  team ? `T:${team.id}` : `E:${enterprise?.id ?? ''}`;

/**
 * The OAuth v2 side of the stand-in: the authorize page (a user picks a workspace, or an admin an Enterprise
 * org, and is sent back with a one-time `code`), `oauth.v2.access` (code → bot token, and with token rotation
 * `grant_type=refresh_token` → new tokens; the used refresh token stops working), and the tokens each
 * installation holds, revoked on uninstall.
 * @see https://docs.slack.dev/authentication/installing-with-oauth
 * @see https://docs.slack.dev/authentication/using-token-rotation
 */
export class OAuthGrants {
  readonly #codes = new Map<string, PendingCode>();
  readonly #tokens = new Map<string, TokenGrant>();
  /** refresh token → the grant it renews */
  readonly #refresh = new Map<string, TokenGrant>();
  #refreshes = 0;
  /** The app's configured Redirect URL (Slack app → OAuth & Permissions), used when the authorize URL has none. */
  redirectUri: string | undefined;

  constructor(
    private readonly app: FakeOAuthApp | undefined,
    private readonly now: Clock,
    private readonly appId: string,
  ) {
    this.redirectUri = app?.redirectUri;
  }

  /** How many `grant_type=refresh_token` exchanges succeeded. */
  get refreshCount(): number {
    return this.#refreshes;
  }

  /** The grant of a token issued through OAuth, if any. */
  grant(token: string): TokenGrant | undefined {
    return this.#tokens.get(token);
  }

  /** Why Slack refuses a token issued through OAuth (`invalid_auth`, `token_revoked`, `token_expired`), if it does. */
  refusal(token: string): string | undefined {
    const grant = this.#tokens.get(token);
    if (!grant) return 'invalid_auth';
    if (grant.revoked) return 'token_revoked';
    if (grant.expiresAt !== undefined && grant.expiresAt <= this.now()) return 'token_expired';
    return undefined;
  }

  /** Serves `GET /oauth/v2/authorize` (see {@link authorize}). */
  authorizePage(url: URL, res: ServerResponse): void {
    const page = this.authorize(url.searchParams);
    if (page.location) res.writeHead(302, { location: page.location }).end();
    else sendText(res, page.status, page.body ?? '');
  }

  /** Every token issued to a workspace (or, with `enterpriseId`, an org install), oldest first. */
  tokensOf(teamOrEnterpriseId: string): TokenGrant[] {
    return [...this.#tokens.values()].filter(
      (g) => g.team?.id === teamOrEnterpriseId || (!g.team && g.enterprise?.id === teamOrEnterpriseId),
    );
  }

  /**
   * `GET /oauth/v2/authorize`: the user consents for workspace `team` (or an org admin for `enterprise`) and is
   * redirected to `redirect_uri` with `code` and the unchanged `state`. Answers a page instead when the request is wrong.
   */
  authorize(query: URLSearchParams): { status: number; location?: string; body?: string } {
    if (!this.app) return { status: 404, body: 'This stand-in has no OAuth app configured' };
    if (query.get('client_id') !== this.app.clientId) return { status: 400, body: 'invalid_client_id' };
    const scope = query.get('scope') ?? '';
    if (scope === '') return { status: 400, body: 'invalid_scope' };
    const redirectUri = query.get('redirect_uri') ?? this.redirectUri;
    if (!redirectUri) return { status: 400, body: 'bad_redirect_uri' };
    const enterpriseId = query.get('enterprise') ?? undefined;
    const teamId = query.get('team') ?? (enterpriseId ? undefined : 'T0SANDBOX');
    const team = teamId
      ? { id: teamId, domain: teamId.toLowerCase(), name: `Workspace ${teamId}` }
      : undefined;
    const enterprise = enterpriseId ? { id: enterpriseId, name: `Org ${enterpriseId}` } : undefined;
    const code = `${Date.now()}.${randomBytes(12).toString('hex')}`;
    this.#codes.set(code, {
      team,
      enterprise,
      scope,
      redirectUri,
      userId: query.get('user') ?? 'U0ALICE01',
      expiresAt: this.now() + CODE_TTL_MS,
      used: false,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const state = query.get('state');
    if (state !== null) target.searchParams.set('state', state);
    return { status: 302, location: target.href };
  }

  /** `oauth.v2.access`: client credentials in the form or in HTTP Basic auth. */
  access(args: JsonObject, basicAuth: string | undefined): ApiResult {
    if (!this.app) return { ok: false, error: 'invalid_client_id' };
    const [basicId, basicSecret] = basicAuth
      ? Buffer.from(basicAuth, 'base64').toString('utf8').split(':')
      : [];
    const clientId = typeof args.client_id === 'string' ? args.client_id : basicId;
    const clientSecret = typeof args.client_secret === 'string' ? args.client_secret : basicSecret;
    if (clientId !== this.app.clientId) return { ok: false, error: 'invalid_client_id' };
    if (clientSecret !== this.app.clientSecret) return { ok: false, error: 'bad_client_secret' };
    if (args.grant_type === 'refresh_token') return this.#refreshGrant(String(args.refresh_token ?? ''));
    const pending = this.#codes.get(String(args.code ?? ''));
    if (!pending || pending.expiresAt < this.now()) return { ok: false, error: 'invalid_code' };
    if (pending.used) return { ok: false, error: 'code_already_used' };
    if (typeof args.redirect_uri === 'string' && args.redirect_uri !== pending.redirectUri)
      return { ok: false, error: 'bad_redirect_uri' };
    pending.used = true;
    const key = installKey(pending.team, pending.enterprise);
    const suffix = key.replace(/\W/g, '').slice(-7).toUpperCase();
    const bot: SlackBotIdentity = {
      userId: `U0BOT${suffix}`,
      botId: `B0BOT${suffix}`,
      appId: this.appId,
      name: 'centralino',
    };
    const grant = this.#issue(pending.team, pending.enterprise, bot, pending.scope);
    return {
      ok: true,
      app_id: this.appId,
      authed_user: { id: pending.userId },
      ...this.#tokenFields(grant),
    };
  }

  /** Uninstalls the app from a workspace or org: every token it held stops working (`token_revoked`). */
  uninstall(teamOrEnterpriseId: string): number {
    const grants = this.tokensOf(teamOrEnterpriseId);
    for (const grant of grants) grant.revoked = true;
    for (const [refresh, grant] of this.#refresh) if (grant.revoked) this.#refresh.delete(refresh);
    return grants.length;
  }

  #refreshGrant(refreshToken: string): ApiResult {
    const old = this.#refresh.get(refreshToken);
    if (!old || old.revoked) return { ok: false, error: 'invalid_refresh_token' };
    this.#refresh.delete(refreshToken);
    this.#refreshes += 1;
    const grant = this.#issue(old.team, old.enterprise, old.bot, old.scope);
    return { ok: true, app_id: this.appId, ...this.#tokenFields(grant) };
  }

  #issue(
    team: SlackTeam | undefined,
    enterprise: FakeEnterprise | undefined,
    bot: SlackBotIdentity,
    scope: string,
  ): TokenGrant & { refreshToken?: string } {
    const rotating = this.app?.tokenExpiresInSeconds !== undefined;
    const token = `${rotating ? 'xoxe.xoxb-' : 'xoxb-'}${randomBytes(12).toString('hex')}`;
    const grant: TokenGrant = {
      token,
      team,
      enterprise,
      isEnterpriseInstall: team === undefined,
      bot,
      scope,
      expiresAt: rotating ? this.now() + (this.app?.tokenExpiresInSeconds ?? 0) * 1000 : undefined,
      revoked: false,
    };
    this.#tokens.set(token, grant);
    if (!rotating) return grant;
    const refreshToken = `xoxe-1-${randomBytes(16).toString('hex')}`;
    this.#refresh.set(refreshToken, grant);
    return { ...grant, refreshToken };
  }

  #tokenFields(grant: TokenGrant & { refreshToken?: string }): JsonObject {
    return {
      scope: grant.scope,
      token_type: 'bot',
      access_token: grant.token,
      bot_user_id: grant.bot.userId,
      team: grant.team ? { id: grant.team.id, name: grant.team.name } : null,
      enterprise: grant.enterprise ? { id: grant.enterprise.id, name: grant.enterprise.name } : null,
      is_enterprise_install: grant.isEnterpriseInstall,
      ...(grant.refreshToken && grant.expiresAt !== undefined
        ? {
            refresh_token: grant.refreshToken,
            expires_in: Math.round((grant.expiresAt - this.now()) / 1000),
          }
        : {}),
    };
  }
}
