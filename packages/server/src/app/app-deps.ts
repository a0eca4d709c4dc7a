import type { Logger } from 'pino';
import type { ApiKeyCache, KeyCacheOptions } from '../accounts/api-key-cache.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../rate-limit/rate-limiter-service.js';
import type { TelephonyGateway } from '../telephony/telephony.js';
import type { Clock } from '../time/clock.js';

/** What `createApp` needs. Without `adminToken` the sandbox surface (`/_admin/*`, `/_sim/*`) does not exist. */
export interface AppOptions {
  db: Database;
  clock: Clock;
  /** The telephone server. Default: a `SimulatedTelephony` on `db` and `clock` (driven through `/_sim`). */
  telephony?: TelephonyGateway;
  /** Host names reported in extensions' `sip_config`. Default `sip.centralino.local` / `stun.centralino.local`. */
  sip?: Partial<SipServers>;
  adminToken?: string;
  /** Origins allowed to call from a browser (`*`: any). Default none: preflights get no CORS grant. */
  corsOrigins?: readonly string[];
  /** Default: a silent logger. */
  logger?: Logger;
  /** Tuning of the key → account cache (tests drive its monotonic time). */
  keyCache?: KeyCacheOptions;
}

/** SIP and STUN servers the phones register with. @see ../../../shared/pbx-api-reference.md#extension-detail */
export interface SipServers {
  server: string;
  stunServer: string;
}

/** What route modules receive: the options resolved, plus shared services. */
export interface RouteDeps {
  db: Database;
  clock: Clock;
  telephony: TelephonyGateway;
  sip: SipServers;
  logger: Logger;
  rateLimiter: RateLimiter;
  /** Authenticated keys in memory; cleared when a key is revoked here. */
  apiKeys: ApiKeyCache;
  adminToken: string | undefined;
}
