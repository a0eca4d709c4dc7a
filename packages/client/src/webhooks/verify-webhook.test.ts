import { webhookContracts } from '@centralino/schemas';
import { Webhook } from 'standardwebhooks';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '../generated/api.js';
import { verifyWebhook } from './verify-webhook.js';
import type { WebhookEvent } from './webhook-event.js';
import { WebhookVerificationError } from './webhook-verification-error.js';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const OTHER = 'whsec_8Xq1C7yq2PnmGx0bVt5JrW3aLkT9uE4d';
const AT = new Date('2025-06-02T10:00:15Z');
const example = webhookContracts[0]!.example as { id: string };
const body = JSON.stringify(example);

function signed(payload: string, secrets: string[], at = AT, id = example.id) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((s) => new Webhook(s).sign(id, at, payload)).join(' '),
  };
}

const now = (offsetSeconds = 0) => ({ now: () => new Date(AT.getTime() + offsetSeconds * 1000) });

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('verifyWebhook', () => {
  it('returns the typed event of a good delivery (fetch Headers or node headers)', () => {
    const event = verifyWebhook(body, signed(body, [SECRET]), SECRET, now(10));
    expect(event).toEqual(example);
    const fromFetch = verifyWebhook(body, new Headers(signed(body, [SECRET])), [SECRET], now(-10));
    expect(fromFetch.type).toBe('booking.created');
    if (event.type === 'booking.created')
      expectTypeOf(event.data.booking.source).toEqualTypeOf<components['schemas']['BookingSource']>();
    expectTypeOf<WebhookEvent['type']>().toEqualTypeOf<'booking.created' | 'booking.cancelled'>();
  });

  it.each([
    [
      'a tampered body',
      () => verifyWebhook(body.replace('Anna', 'Anne'), signed(body, [SECRET]), SECRET, now()),
      'signature_mismatch',
    ],
    [
      'the wrong secret',
      () => verifyWebhook(body, signed(body, [SECRET]), OTHER, now()),
      'signature_mismatch',
    ],
    [
      'a timestamp over 5 minutes old',
      () => verifyWebhook(body, signed(body, [SECRET]), SECRET, now(301)),
      'timestamp_too_old',
    ],
    [
      'a timestamp over 5 minutes ahead',
      () => verifyWebhook(body, signed(body, [SECRET]), SECRET, now(-301)),
      'timestamp_too_new',
    ],
    ['missing headers', () => verifyWebhook(body, {}, SECRET, now()), 'missing_headers'],
    [
      'no v1 signature',
      () => verifyWebhook(body, { ...signed(body, [SECRET]), 'webhook-signature': 'v2,abc' }, SECRET, now()),
      'malformed_headers',
    ],
    [
      'a secret that is not one',
      () => verifyWebhook(body, signed(body, [SECRET]), 'whsec_', now()),
      'invalid_secret',
    ],
  ])('refuses %s', (_, run, reason) => {
    expect(reasonOf(run)).toBe(reason);
  });

  it('accepts either secret during a rotation, and a delivery signed with both', () => {
    const both = signed(body, [OTHER, SECRET]);
    expect(verifyWebhook(body, both, SECRET, now()).id).toBe(example.id);
    expect(verifyWebhook(body, both, [OTHER], now()).id).toBe(example.id);
    expect(verifyWebhook(body, signed(body, [SECRET]), [OTHER, SECRET], now()).id).toBe(example.id);
  });

  it('refuses an unknown event type and a malformed body, even when signed', () => {
    const unknown = JSON.stringify({ ...example, type: 'booking.moved' });
    expect(reasonOf(() => verifyWebhook(unknown, signed(unknown, [SECRET]), SECRET, now()))).toBe(
      'unknown_event_type',
    );
    expect(reasonOf(() => verifyWebhook('{not json', signed('{not json', [SECRET]), SECRET, now()))).toBe(
      'malformed_body',
    );
    // A body signed under another webhook-id cannot be passed off as this one.
    const moved = signed(body, [SECRET], AT, 'msg_AAAAAAAAAAAAAAAAAAAAAA');
    expect(reasonOf(() => verifyWebhook(body, moved, SECRET, now()))).toBe('malformed_body');
  });
});
