import { describe, expect, it } from 'vitest';
import { webhookContracts } from './webhook-contracts.js';
import { WebhookEvent } from './webhook-event.schema.js';
import { webhookPolicy } from './webhook-policy.js';

describe('webhook contracts', () => {
  it('cover every event kind of the policy, once', () => {
    expect(webhookContracts.map((w) => w.type)).toEqual([...webhookPolicy.eventTypes]);
  });

  it.each(webhookContracts.map((w) => [w.type, w] as const))('%s: its example is a valid event', (_, w) => {
    expect(w.payload.safeParse(w.example).success).toBe(true);
    expect(WebhookEvent.parse(w.example).type).toBe(w.type);
  });

  it('refuses an unknown kind and a body without its booking', () => {
    const [first] = webhookContracts;
    expect(WebhookEvent.safeParse({ ...(first?.example as object), type: 'booking.moved' }).success).toBe(
      false,
    );
    expect(WebhookEvent.safeParse({ ...(first?.example as object), data: {} }).success).toBe(false);
  });
});
