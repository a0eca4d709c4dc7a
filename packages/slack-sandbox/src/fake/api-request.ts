import { isRecord } from '../block-kit/guards.js';
import type { JsonObject } from '../block-kit/types.js';

/** Form fields that @slack/web-api (and Slack) send as JSON strings. */
const jsonArgFields = new Set(['blocks', 'attachments', 'view', 'metadata', 'user_auth_blocks']);

/** Arguments and token of a Web API request. */
export interface ParsedApiRequest {
  readonly args: JsonObject;
  readonly token?: string;
}

/** Raw parts of an HTTP request to `/api/<method>`. */
export interface RawApiRequest {
  readonly contentType?: string;
  readonly authorization?: string;
  readonly rawBody: string;
  readonly query: URLSearchParams;
}

/**
 * Reads Web API arguments like Slack: form-encoded (JSON-string fields decoded) or JSON bodies, plus query string;
 * the token from `Authorization: Bearer` or, for form and query only, a `token` argument.
 * @see https://docs.slack.dev/apis/web-api/#basics
 */
export function parseApiRequest(
  request: RawApiRequest,
): ParsedApiRequest | { readonly error: 'invalid_json' } {
  const args: Record<string, unknown> = {};
  for (const [key, value] of request.query) args[key] = decodeField(key, value);
  const isJson = (request.contentType ?? '').toLowerCase().startsWith('application/json');
  if (isJson && request.rawBody.trim() !== '') {
    let body: unknown;
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      return { error: 'invalid_json' };
    }
    if (!isRecord(body)) return { error: 'invalid_json' };
    // Slack ignores a token inside a JSON body: it must come in the Authorization header.
    const { token: _ignored, ...rest } = body;
    Object.assign(args, rest);
  } else if (!isJson) {
    for (const [key, value] of new URLSearchParams(request.rawBody)) args[key] = decodeField(key, value);
  }
  const bearer = /^Bearer\s+(.+)$/i.exec(request.authorization ?? '')?.[1]?.trim();
  const argToken = typeof args.token === 'string' && args.token !== '' ? args.token : undefined;
  delete args.token;
  const token = bearer ?? argToken;
  return token === undefined ? { args } : { args, token };
}

function decodeField(key: string, value: string): unknown {
  if (!jsonArgFields.has(key)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A string argument (numbers are accepted, as forms carry them as strings). */
export function argString(args: JsonObject, key: string): string | undefined {
  const value = args[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A boolean argument: `true`, `"true"` or `"1"`. */
export function argBool(args: JsonObject, key: string): boolean {
  const value = args[key];
  return value === true || value === 'true' || value === '1' || value === 1;
}
