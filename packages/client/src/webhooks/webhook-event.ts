import type { webhooks } from '../generated/api.js';

/** Kinds of event the server sends, as the spec's `webhooks` names them. */
export type WebhookEventType = keyof webhooks;

type PayloadOf<K extends WebhookEventType> = webhooks[K]['post'] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** An event as the spec declares it: the union of every webhook's body, discriminated by `type`. */
export type WebhookEvent = { [K in WebhookEventType]: PayloadOf<K> }[WebhookEventType];

/** The event of one kind. */
export type WebhookEventOf<K extends WebhookEventType> = PayloadOf<K>;

/** Every kind, at run time; the check below fails to compile when the spec adds one not listed here. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.cancelled',
] as const satisfies readonly WebhookEventType[];
type Missing = Exclude<WebhookEventType, (typeof WEBHOOK_EVENT_TYPES)[number]>;
const exhaustive: [Missing] extends [never] ? true : Missing = true;
void exhaustive;
