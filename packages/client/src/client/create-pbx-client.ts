import createClient, { type Client } from 'openapi-fetch';
import { createAccountApi } from '../facade/account.facade.js';
import { createBlacklistsApi } from '../facade/blacklists.facade.js';
import { createCalendarApi } from '../facade/calendar.facade.js';
import { createCallsApi } from '../facade/calls.facade.js';
import { createContactsApi, createSwitchesApi } from '../facade/directory.facade.js';
import { createExtensionsApi } from '../facade/extensions.facade.js';
import { createQueuesApi } from '../facade/queues.facade.js';
import { createVoipApi } from '../facade/voip.facade.js';
import type { paths } from '../generated/api.js';
import { authMiddleware } from '../middleware/auth.middleware.js';
import { rateLimitMiddleware } from '../middleware/rate-limit.middleware.js';
import { retryMiddleware } from '../middleware/retry.middleware.js';
import type { SuccessBody } from '../operations/operation-types.js';
import type { RateLimitSnapshot } from '../rate-limit/rate-limit-snapshot.js';
import { createRateLimitTracker, type RateLimitListener } from '../rate-limit/rate-limit-tracker.js';
import { type RetryOptions, resolveRetryPolicy } from '../retry/retry-options.js';
import type { ResponseValidator } from '../validation/response-validator.js';
import { type CallOptions, createInvoke, type Invoke } from './invoke.js';

/** Options of {@link createPbxClient}. */
export interface PbxClientOptions {
  /** Absolute base URL of the API, e.g. `https://pbx.example.com` (paths start with `/v1`). */
  baseUrl: string;
  /** Sent as `X-API-KEY`; never logged, never part of an error. */
  apiKey: string;
  /** Default `globalThis.fetch`. In-process tests: `(request) => app.fetch(request)`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent as `User-Agent` (browsers may ignore it). */
  userAgent?: string;
  retry?: RetryOptions;
  /** Checks every response of the typed methods, e.g. `zodValidator` from `@centralino/client/validate`. */
  validate?: ResponseValidator;
  /** Called with the budget reported by every response that carries the `X-RateLimit-*` headers. */
  onRateLimit?: RateLimitListener;
}

/** The client: one typed facade per area, plus the raw openapi-fetch client. */
export interface PbxClient {
  /** Public liveness check (no key sent). */
  ping(options?: CallOptions): Promise<SuccessBody<'getPing'>>;
  account: ReturnType<typeof createAccountApi>;
  extensions: ReturnType<typeof createExtensionsApi>;
  calls: ReturnType<typeof createCallsApi>;
  queues: ReturnType<typeof createQueuesApi>;
  voip: ReturnType<typeof createVoipApi>;
  blacklists: ReturnType<typeof createBlacklistsApi>;
  switches: ReturnType<typeof createSwitchesApi>;
  contacts: ReturnType<typeof createContactsApi>;
  calendar: ReturnType<typeof createCalendarApi>;
  /** Calls any operation by `operationId`; what every facade method uses. */
  invoke: Invoke;
  /**
   * The openapi-fetch client with the same key, rate-limit tracking and retries, returning `{data, error,
   * response}` instead of throwing; no validation.
   */
  raw: Client<paths>;
  /** The budget reported by the latest response that carried the headers (undefined before the first). */
  readonly rateLimit: RateLimitSnapshot | undefined;
}

/**
 * Creates a client of the PBX API on openapi-fetch, with middleware for the API key, the rate-limit budget and
 * retries. Typed methods return the success body and throw {@link PbxApiError} for every error status.
 * @see ../../../shared/pbx-api-reference.md
 */
export function createPbxClient(options: PbxClientOptions): PbxClient {
  if (!/^https?:\/\//.test(options.baseUrl)) throw new TypeError('baseUrl must be an absolute http(s) URL');
  if (!options.apiKey) throw new TypeError('apiKey is required');

  const tracker = createRateLimitTracker(options.onRateLimit);
  const raw = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  });
  raw.use(
    authMiddleware(options.apiKey, options.userAgent),
    rateLimitMiddleware(tracker),
    retryMiddleware(resolveRetryPolicy(options.retry), (response) => tracker.observe(response)),
  );
  const invoke = createInvoke(raw, options.validate);

  return {
    ping: (callOptions = {}) => invoke('getPing', callOptions),
    account: createAccountApi(invoke),
    extensions: createExtensionsApi(invoke),
    calls: createCallsApi(invoke),
    queues: createQueuesApi(invoke),
    voip: createVoipApi(invoke),
    blacklists: createBlacklistsApi(invoke),
    switches: createSwitchesApi(invoke),
    contacts: createContactsApi(invoke),
    calendar: createCalendarApi(invoke),
    invoke,
    raw,
    get rateLimit() {
      return tracker.latest;
    },
  };
}
