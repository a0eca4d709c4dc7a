import type { Logger } from 'pino';
import type { ApiKeyCache, KeyCacheOptions } from '../accounts/api-key-cache.js';
import type { Database } from '../db/database.js';
import type { RateLimiter } from '../rate-limit/rate-limiter-service.js';
import type { TelephonyGateway } from '../telephony/telephony.js';
import type { Clock } from '../time/clock.js';
import type { EgressPolicy } from '../webhooks/egress-policy.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';

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
  /**
   * Sends the webhook outbox (started and stopped by the caller). Without it deliveries are still written with
   * their bookings, and sent by whichever dispatcher runs on the database next.
   */
  webhooks?: WebhookDispatcher;
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
  /** The webhook sender, when this process sends; routes `kick()` it after writing deliveries. */
  webhooks: WebhookDispatcher | undefined;
  /** Addresses webhooks may be sent to (the dispatcher's; without one, public addresses only). */
  egress: EgressPolicy;
}
