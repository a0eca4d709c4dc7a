export { createPbxClient, type PbxClient, type PbxClientOptions } from './client/create-pbx-client.js';
export type { CallOptions, Invoke, InvokeInit } from './client/invoke.js';
export { PbxApiError, type PbxErrorSource } from './errors/pbx-api-error.js';
export { PbxValidationError } from './errors/pbx-validation-error.js';
export type { BookOptions } from './facade/calendar.facade.js';
export type {
  InboundCall,
  InboundCallsFilter,
  InboundCallsPage,
  OutboundCall,
  OutboundCallsFilter,
  OutboundCallsPage,
} from './facade/calls.facade.js';
export type { QueuesLive } from './facade/queues.facade.js';
export type { components, operations, paths } from './generated/api.js';
export { type Method, operationRoutes } from './operations/operation-routes.js';
export type {
  ErrorResponseBody,
  ErrorStatus,
  HeaderParams,
  ListItem,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  ResponseBody,
  SuccessBody,
  SuccessStatus,
} from './operations/operation-types.js';
export { paginate } from './pagination/paginate.js';
export type { RateLimitSnapshot, RateLimitWindow } from './rate-limit/rate-limit-snapshot.js';
export type { RateLimitListener } from './rate-limit/rate-limit-tracker.js';
export type { RetryOptions } from './retry/retry-options.js';
export type { ResponseToValidate, ResponseValidator } from './validation/response-validator.js';
export {
  type VerifyWebhookOptions,
  verifyWebhook,
  type WebhookHeaders,
} from './webhooks/verify-webhook.js';
export {
  WEBHOOK_EVENT_TYPES,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
} from './webhooks/webhook-event.js';
export {
  WebhookVerificationError,
  type WebhookVerificationReason,
} from './webhooks/webhook-verification-error.js';
