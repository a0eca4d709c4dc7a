import { API_BODY_LIMIT, SANDBOX_BODY_LIMIT } from '@centralino/schemas';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { createApiKeyCache } from '../accounts/api-key-cache.js';
import { createRateLimiter } from '../rate-limit/rate-limiter-service.js';
import { SimulatedTelephony } from '../telephony/simulated-telephony.js';
import { createEgressPolicy } from '../webhooks/egress-policy.js';
import { adminAuth } from './admin-auth.js';
import type { AppOptions, RouteDeps } from './app-deps.js';
import type { App, AppEnv } from './app-env.js';
import { apiKeyAuth } from './auth-middleware.js';
import { bodySizeLimit } from './body-size-limit.js';
import { requireCalendarEnabled } from './calendar-access.js';
import { corsPolicy } from './cors.js';
import { createErrorHandler, handleNotFound } from './error-handler.js';
import { jsonShapeLimit } from './json-shape-limit.js';
import { silentLogger } from './logger.js';
import { rateLimit } from './rate-limit-middleware.js';
import { requestLogger } from './request-logger.js';
import { registerRoutes } from './routes.js';

/**
 * Builds the HTTP app: request ids and logging, CORS (preflights answered before authentication), the sandbox
 * surface (only with `adminToken`), API-key authentication and per-account rate limiting on `/v1/*`, the
 * calendar entitlement on `/v1/calendar/*`, the route modules, and the envelopes for errors and unknown routes. Test it without a port:
 * `await app.request('/v1/ping')`.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export function createApp(options: AppOptions): App {
  const logger = options.logger ?? silentLogger();
  const deps: RouteDeps = {
    db: options.db,
    clock: options.clock,
    telephony: options.telephony ?? new SimulatedTelephony({ db: options.db, clock: options.clock }),
    sip: {
      server: options.sip?.server || 'sip.centralino.local',
      stunServer: options.sip?.stunServer || 'stun.centralino.local',
    },
    logger,
    adminToken: options.adminToken || undefined,
    rateLimiter: createRateLimiter(options.db, options.clock),
    apiKeys: createApiKeyCache(options.db, options.clock, options.keyCache),
    webhooks: options.webhooks,
    egress: options.webhooks?.egress ?? createEgressPolicy(),
  };

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  app.use(corsPolicy(options.corsOrigins ?? []));
  if (deps.adminToken) {
    const sandboxBody = [bodySizeLimit(SANDBOX_BODY_LIMIT), jsonShapeLimit(SANDBOX_BODY_LIMIT)] as const;
    app.use('/_admin/*', adminAuth(deps.adminToken), ...sandboxBody);
    app.use('/_sim/*', adminAuth(deps.adminToken), ...sandboxBody);
  }
  app.use('/v1/*', apiKeyAuth(deps.apiKeys));
  app.use('/v1/*', rateLimit(deps.rateLimiter));
  app.use('/v1/calendar/*', requireCalendarEnabled());
  app.use('/v1/*', bodySizeLimit(API_BODY_LIMIT), jsonShapeLimit(API_BODY_LIMIT));
  registerRoutes(app, deps);
  app.notFound(handleNotFound);
  app.onError(createErrorHandler(logger));
  return app;
}
