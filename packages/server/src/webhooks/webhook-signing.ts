import { randomBytes } from 'node:crypto';
import { webhookPolicy } from '@centralino/schemas';
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` + base64 of random bytes (Standard Webhooks). */
export function generateWebhookSecret(): string {
  return `${webhookPolicy.secretPrefix}${randomBytes(webhookPolicy.secretBytes).toString('base64')}`;
}

/** A new event id (`msg_…`), sent as `webhook-id` and in the body. */
export function generateEventId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The three Standard Webhooks headers of one attempt: `webhook-signature` carries one `v1,…` signature per
 * secret, space-separated (the new and the previous secret during a rotation).
 * @see https://www.standardwebhooks.com/
 */
export function signedHeaders(
  eventId: string,
  at: Date,
  payload: string,
  secrets: readonly string[],
): Record<string, string> {
  const signature = secrets.map((secret) => new Webhook(secret).sign(eventId, at, payload)).join(' ');
  return {
    [webhookPolicy.headers.id]: eventId,
    [webhookPolicy.headers.timestamp]: String(Math.floor(at.getTime() / 1000)),
    [webhookPolicy.headers.signature]: signature,
  };
}
