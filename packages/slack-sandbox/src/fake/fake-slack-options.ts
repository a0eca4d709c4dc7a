import type { Clock } from '../clock/clock.js';
import type { FakeOAuthApp } from './oauth-grants.js';
import type { RateLimitRules } from './rate-limiter.js';
import type { SlackBotIdentity, SlackChannel, SlackTeam, SlackUser } from './workspace.js';

/** Options of {@link FakeSlack}; everything has a default. */
export interface FakeSlackOptions {
  /** Default `127.0.0.1`. */
  readonly host?: string;
  /** Default 0 (a free port). */
  readonly port?: number;
  /** The only token the Web API accepts. Default `xoxb-sandbox-token`. */
  readonly botToken?: string;
  readonly team?: SlackTeam;
  readonly bot?: SlackBotIdentity;
  readonly users?: readonly SlackUser[];
  readonly channels?: readonly SlackChannel[];
  /** Create channels and users on first use of an id of the right shape (C…/U…). Default true. */
  readonly autoCreate?: boolean;
  /** Time source for ts, expiry rules and rate limits. Default the wall clock. */
  readonly clock?: Clock;
  /** Per-method limits merged over the defaults, or `false` to turn all rate limiting off. */
  readonly rateLimits?: RateLimitRules | false;
  /** Default 5 uses within 30 minutes. */
  readonly responseUrlLimits?: { readonly maxUses: number; readonly ttlMs: number };
  /** Default 3000 ms. */
  readonly triggerTtlMs?: number;
  /** A distributed app users install through OAuth v2 (`/oauth/v2/authorize`, `oauth.v2.access`). Default none. */
  readonly oauth?: FakeOAuthApp;
}

/** The token the fake accepts unless told otherwise. */
export const defaultBotToken = 'xoxb-sandbox-token';
