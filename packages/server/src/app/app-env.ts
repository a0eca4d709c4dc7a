import type { Hono } from 'hono';
import type { AuthenticatedKey } from '../accounts/api-keys.js';
import type { RateLimitState } from '../rate-limit/rate-limiter.js';

/** Per-request values set by the middleware, read with `c.get(...)` / `c.var`. */
export interface AppVariables {
  /** `X-Request-Id` (incoming if valid, else generated). */
  requestId: string;
  /** Set on `/v1/*` after authentication (all but ping): the account and the key name. */
  auth: AuthenticatedKey;
  /** Usage after counting this request; `GET /v1/account` reports it. */
  rateLimit: RateLimitState;
}

export interface AppEnv {
  Variables: AppVariables;
}

/** The Hono app type every route module registers on. */
export type App = Hono<AppEnv>;
