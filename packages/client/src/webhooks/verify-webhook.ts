import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEvent } from './webhook-event.js';
import { WebhookVerificationError as Refused } from './webhook-verification-error.js';

/** Headers as `fetch` (`Headers`) or `node:http` (`IncomingHttpHeaders`) give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** The receiver's clock (default: the system clock); inject it in tests or against a sandbox clock. */
  now?: () => Date;
  /** Largest distance between `webhook-timestamp` and `now`, in seconds. Default 300 (Standard Webhooks). */
  toleranceSeconds?: number;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/** Compares without stopping at the first difference (no timing hint about the expected signature). */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

function expectedSignature(secret: string, id: string, at: Date, payload: string): string {
  try {
    return new Webhook(secret).sign(id, at, payload);
  } catch {
    throw new Refused('invalid_secret', 'The secret is not a `whsec_` (base64) signing secret.');
  }
}

function parseEvent(payload: string, id: string): WebhookEvent {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    throw new Refused('malformed_body', 'The body is not JSON.');
  }
  const event = body as { type?: unknown; id?: unknown; data?: { booking?: unknown } } | null;
  if (typeof event !== 'object' || event === null || typeof event.type !== 'string')
    throw new Refused('malformed_body', 'The body has no event `type`.');
  if (!(WEBHOOK_EVENT_TYPES as readonly string[]).includes(event.type))
    throw new Refused('unknown_event_type', `Unknown event type: ${event.type.slice(0, 50)}`);
  if (event.id !== id || typeof event.data?.booking !== 'object' || event.data.booking === null)
    throw new Refused('malformed_body', 'The body does not match its headers or lacks its booking.');
  return body as WebhookEvent;
}

/**
 * Verifies a webhook of the PBX API (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`,
 * HMAC-SHA256 with a `whsec_` secret) and returns its typed event. Pass the raw body exactly as received, and
 * during a secret rotation both secrets. Throws {@link Refused | WebhookVerificationError} with a `reason`.
 * @see https://www.standardwebhooks.com/
 */
export function verifyWebhook(
  payload: string,
  headers: WebhookHeaders,
  secrets: string | readonly string[],
  options: VerifyWebhookOptions = {},
): WebhookEvent {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new Refused('missing_headers', 'webhook-id, webhook-timestamp and webhook-signature are required.');
  if (!/^\d{1,12}$/.test(timestamp))
    throw new Refused('malformed_headers', 'webhook-timestamp is not Unix seconds.');
  const sentAt = Number(timestamp);
  const now = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (now - sentAt > tolerance) throw new Refused('timestamp_too_old', 'The webhook is too old (replayed?).');
  if (sentAt - now > tolerance) throw new Refused('timestamp_too_new', 'The webhook is dated in the future.');
  const offered = signatures.split(' ').filter((s) => s.startsWith('v1,'));
  if (offered.length === 0)
    throw new Refused('malformed_headers', 'webhook-signature has no `v1,` signature.');
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  if (list.length === 0) throw new Refused('invalid_secret', 'No secret given.');
  const at = new Date(sentAt * 1000);
  const expected = list.map((secret) => expectedSignature(secret, id, at, payload));
  if (!expected.some((e) => offered.some((o) => sameText(o, e))))
    throw new Refused('signature_mismatch', 'No signature matches: wrong secret or altered body.');
  return parseEvent(payload, id);
}
