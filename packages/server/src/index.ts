export { type Account, createAccount, findAccountByContext, type NewAccount } from './accounts/accounts.js';
export { API_KEY_PREFIX, generateApiKey, hashApiKey, looksLikeApiKey } from './accounts/api-key.js';
export {
  type AuthenticatedKey,
  authenticateApiKey,
  type IssuedApiKey,
  issueApiKey,
} from './accounts/api-keys.js';
export { ApiError } from './app/api-error.js';
export type { AppOptions, RouteDeps } from './app/app-deps.js';
export type { App, AppEnv, AppVariables } from './app/app-env.js';
export { createApp } from './app/create-app.js';
export { errorBody, isCalendarPath, sendError } from './app/error-envelope.js';
export { parseInput, parseJsonBody, readJsonBody } from './app/json-body.js';
export { createLogger, silentLogger } from './app/logger.js';
export { type RouteModule, toHonoPath } from './app/route-module.js';
export { type RunningServer, ServerStartError, startServer } from './cli/start-server.js';
export type { Database, DatabaseKind, Schema, Transaction } from './db/database.js';
export { DatabaseOpenError } from './db/database-error.js';
export { executeRows } from './db/execute-rows.js';
export {
  type DatabaseHandle,
  type DatabaseLocation,
  type OpenDatabaseOptions,
  openDatabase,
} from './db/open-database.js';
export {
  isExclusionViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  pgErrorInfo,
} from './db/pg-errors.js';
export * as schema from './db/schema/index.js';
export { syncIdentitySequence } from './db/sync-identity-sequence.js';
export { demoFixture } from './demo/demo-fixture.js';
export { startDemoTraffic } from './demo/demo-traffic.js';
export { type DemoLoad, demoBanner, loadDemo } from './demo/load-demo.js';
export { type SeededRandom, seededRandom, seedFrom } from './demo/seeded-random.js';
export { FixtureError } from './fixtures/fixture-error.js';
export { type LoadedAccount, loadAccountFixture } from './fixtures/load-account-fixture.js';
export { rateLimitHeaders } from './rate-limit/rate-limit-headers.js';
export {
  consumeRequest,
  type RateLimitDecision,
  type RateLimitState,
  readRateLimitUsage,
  type WindowUsage,
} from './rate-limit/rate-limiter.js';
export { createRateLimiter, type RateLimiter } from './rate-limit/rate-limiter-service.js';
export { type AutopilotOptions, TelephoneAutopilot } from './telephony/autopilot.js';
export type { AutopilotEvent, KnownCaller } from './telephony/autopilot-event.js';
export { intervalScheduler, type Scheduler } from './telephony/interval-scheduler.js';
export { type CallOutcome, type JoinedCaller, SimulatedTelephony } from './telephony/simulated-telephony.js';
export { SimulatorError } from './telephony/simulator-error.js';
export type {
  ExtensionRegistration,
  LiveQueueCaller,
  LiveQueueMember,
  LiveQueueState,
  OriginateCommand,
  PlacedCall,
  Telephony,
  TelephonyAccount,
  TelephonyGateway,
  VoipRegistration,
} from './telephony/telephony.js';
export { TelephonyUnreachableError } from './telephony/telephony-unreachable-error.js';
export { defaultTrafficProfile, type TrafficProfile } from './telephony/traffic-profile.js';
export { type Clock, SettableClock, systemClock } from './time/clock.js';
export { createEgressPolicy, type EgressPolicy, parseAllowedPrivateHosts } from './webhooks/egress-policy.js';
export { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks/webhook-dispatcher.js';
export { createWebhookSender, type WebhookSender } from './webhooks/webhook-sender.js';
