import type { z } from 'zod';
import { API_BODY_LIMIT, type BodyLimit } from '../common/body-limits.js';
import { CalendarErrorBody, ErrorBody, RateLimitErrorBody } from '../common/envelope.schema.js';
import { calendarMessages, messages, sandboxMessages } from '../common/messages.js';

/** The areas of the reference; one OpenAPI tag each. */
export const tags = [
  { name: 'Health', description: 'Public liveness check.' },
  { name: 'Account', description: 'Account context, configured rate limits, current usage.' },
  { name: 'Extensions', description: 'List, detail with SIP configuration, registration status.' },
  {
    name: 'Calls',
    description: 'Paged history of inbound and outbound calls, today and yesterday or one date.',
  },
  { name: 'Click-to-call', description: 'Ring an extension, then connect it to a destination number.' },
  {
    name: 'Queues',
    description: 'Configured queues, daily statistics, real-time state from the telephone server.',
  },
  { name: 'VoIP numbers', description: "Registration status of the account's numbers." },
  {
    name: 'Blacklists',
    description:
      'Groups of numbers to block. A blacklist blocks calls only once attached to a routing rule in the web ' +
      'dashboard; a number added to it is blocked at once on every rule that uses it.',
  },
  { name: 'Switches', description: 'Manual switches and their on/off state.' },
  { name: 'Contacts', description: 'Directory contacts (at most 4000 per account).' },
  {
    name: 'Calendar',
    description:
      'Appointment booking engine shared with the panel, the AI phone agent and the public booking page: a slot ' +
      'taken through any channel is not bookable through another.',
  },
] as const;

export type Tag = (typeof tags)[number]['name'];
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
export type Envelope = 'plain' | 'calendar';

/** An example of an error body for one documented condition. */
export interface ErrorExample {
  summary: string;
  value: unknown;
}

/** One documented response of an operation. */
export interface ResponseSpec {
  description: string;
  schema?: z.ZodType;
  examples?: Record<string, ErrorExample>;
  /** Which headers the response declares. */
  headers?: 'rate-limit' | 'rate-limit-retry' | 'none';
  /** Set when the vendor does not show this response: a one-line reason. */
  inferred?: string;
}

export interface RouteRequest {
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
}

/** Everything about one endpoint: transport, shapes and every documented response. */
export interface RouteContract {
  method: HttpMethod;
  /** OpenAPI-style path, e.g. `/v1/extensions/{number}`. */
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description: string;
  /** `apiKey` (X-API-KEY), `none` (ping) or `admin` (sandbox Bearer token). */
  auth: 'apiKey' | 'none' | 'admin';
  envelope: Envelope;
  /** Reads or drives the telephone server: may answer 503. */
  telephony: boolean;
  /** Set when the vendor only refers to this operation: a one-line reason. */
  inferred?: string;
  request: RouteRequest;
  responses: Record<number, ResponseSpec>;
}

/** Plain-envelope error example. */
export function plainError(summary: string, message: string): ErrorExample {
  return { summary, value: { success: false, error: message } };
}

/** Calendar-envelope error example. */
export function calendarError(summary: string, code: string, message: string, extra?: object): ErrorExample {
  return { summary, value: { success: false, error: { code, message, ...extra } } };
}

/** A documented error response with one example per condition. */
export function errorResponse(
  envelope: Envelope,
  description: string,
  examples: Record<string, ErrorExample>,
  inferred?: string,
): ResponseSpec {
  return {
    description,
    schema: envelope === 'calendar' ? CalendarErrorBody : ErrorBody,
    examples,
    ...(inferred ? { inferred } : {}),
  };
}

function standardResponses(route: Omit<RouteContract, 'responses'>): Record<number, ResponseSpec> {
  if (route.auth === 'none') return {};
  const cal = route.envelope === 'calendar';
  const out: Record<number, ResponseSpec> = {};
  if (route.auth === 'admin') {
    out[401] = errorResponse('plain', 'Missing or wrong sandbox admin token.', {
      unauthorized: plainError('Wrong token', sandboxMessages.unauthorized),
    });
    return out;
  }
  out[401] = {
    ...errorResponse(route.envelope, 'API key missing or invalid.', {
      missing: cal
        ? calendarError('No X-API-KEY', 'unauthorized', messages.apiKeyMissing)
        : plainError('No X-API-KEY', messages.apiKeyMissing),
      invalid: cal
        ? calendarError('Unknown key', 'unauthorized', messages.apiKeyInvalid)
        : plainError('Unknown key', messages.apiKeyInvalid),
    }),
    headers: 'none',
    ...(cal ? { inferred: 'The calendar envelope code `unauthorized` is ours.' } : {}),
  };
  out[429] = {
    description:
      'Rate limit of the account exceeded (per account, shared by all its keys). `Retry-After` gives the ' +
      'seconds until a request will be accepted.',
    schema: cal ? CalendarErrorBody : RateLimitErrorBody,
    examples: {
      limited: cal
        ? calendarError('Over the limit', 'rate_limited', messages.rateLimited(42), { retry_after: 42 })
        : {
            summary: 'Over the limit',
            value: { success: false, error: messages.rateLimited(42), retry_after: 42 },
          },
    },
    headers: 'rate-limit-retry',
    inferred: 'The vendor does not show the body of a 429.',
  };
  out[500] = errorResponse(route.envelope, 'Internal error.', {
    internal: cal
      ? calendarError('Unexpected failure', 'internal_error', messages.internalError)
      : plainError('Unexpected failure', messages.internalError),
  });
  if (route.telephony) {
    out[503] = errorResponse(route.envelope, 'The telephone server is unreachable.', {
      unreachable: plainError('Telephone server down', messages.telephonyUnreachable),
    });
  }
  return out;
}

/**
 * The responses every operation that reads input can send, whatever its own rules (added only where a route
 * does not declare the status itself): 400 for text refused at the edge (U+0000, lone surrogates), a malformed
 * id or a body that is not JSON; under `/v1/calendar` also 422 for invalid values; and, where a body is read, 413
 * for one over `bodyLimit` and 415 when it is not sent as JSON.
 */
export function inputResponses(
  envelope: Envelope,
  request: RouteRequest,
  bodyLimit: BodyLimit = API_BODY_LIMIT,
): Record<number, ResponseSpec> {
  const out: Record<number, ResponseSpec> = {};
  if (!(request.params || request.query || request.headers || request.body)) return out;
  const cal = envelope === 'calendar';
  const unsafe = cal
    ? calendarError('U+0000 in a value', 'invalid_request', messages.unsafeText('name'))
    : plainError('U+0000 in a value', messages.unsafeText('name'));
  const malformed = cal
    ? calendarError('Not JSON', 'invalid_json', messages.malformedJson)
    : plainError('Not JSON', messages.malformedJson);
  const tooDeep = messages.bodyTooDeep(bodyLimit.maxDepth);
  const tooComplex = cal
    ? calendarError('Nested too deep', 'body_too_complex', tooDeep)
    : plainError('Nested too deep', tooDeep);
  const complexity =
    ` A body nested deeper than ${bodyLimit.maxDepth} levels or holding more than ${bodyLimit.maxValues} ` +
    'values is refused before it is parsed.';
  out[400] = errorResponse(
    envelope,
    (cal
      ? 'A value holds U+0000 or a lone surrogate, or the body is not JSON.'
      : 'Invalid input: a malformed id or value, U+0000 or a lone surrogate in a value, or a body that is not JSON.') +
      (request.body ? complexity : ''),
    request.body
      ? { unsafe_text: unsafe, invalid_json: malformed, body_too_complex: tooComplex }
      : { unsafe_text: unsafe },
    'The vendor does not list it: any operation with input refuses what it cannot read.',
  );
  if (cal) {
    out[422] = errorResponse(
      envelope,
      'Invalid value (e.g. an id that is not a positive integer).',
      { invalid_request: calendarError('Bad value', 'invalid_request', calendarMessages.invalid_request) },
      'The vendor does not list it for this operation: invalid calendar input is a 422.',
    );
  }
  if (request.body) {
    const tooLarge = messages.bodyTooLarge(bodyLimit.label);
    out[413] = errorResponse(
      envelope,
      `The body is larger than ${bodyLimit.label} (${bodyLimit.bytes} bytes); it is not read further.`,
      {
        payload_too_large: cal
          ? calendarError('Body too large', 'payload_too_large', tooLarge)
          : plainError('Body too large', tooLarge),
      },
      'The vendor does not list it: the server reads bodies up to a size.',
    );
    out[415] = errorResponse(
      envelope,
      'The body is not sent as JSON (`Content-Type` other than `application/json`).',
      {
        unsupported_media_type: cal
          ? calendarError('Form body', 'unsupported_media_type', messages.unsupportedMediaType)
          : plainError('Form body', messages.unsupportedMediaType),
      },
      'The vendor does not list it: bodies are JSON only.',
    );
  }
  return out;
}

/**
 * Declares a route: adds the responses every authenticated operation shares (401, 429, 500, and 503 for
 * the telephone server), those of bad input ({@link inputResponses}), and keeps the literal types for the
 * server and client.
 */
export function defineRoute<const R extends RouteContract>(route: R): R {
  const defaults = { ...standardResponses(route), ...inputResponses(route.envelope, route.request) };
  return { ...route, responses: { ...defaults, ...route.responses, ...withEdgeExamples(defaults, route) } };
}

/**
 * A route's own 400 keeps its description and examples, and gains the examples of what the server refuses
 * before any rule of the route runs (unsafe text, a body that is not JSON or is nested too deep).
 */
function withEdgeExamples(
  defaults: Record<number, ResponseSpec>,
  route: RouteContract,
): Record<number, ResponseSpec> {
  const own = route.responses[400];
  const edge = defaults[400];
  if (!own || !edge) return {};
  return { 400: { ...own, examples: { ...edge.examples, ...own.examples } } };
}
