import type { BookingStore } from './booking-store.js';
import type { WebhookSecrets } from './webhook-secrets.js';

/** What `/book notices …` and `/pbx webhook` need (every process has them). */
export interface BookingServices {
  store: BookingStore;
  secrets: WebhookSecrets;
  /** The feed has no planned reads: the webhooks bring its items (the kit's command calls these). */
  scheduler: { ensure(): Promise<void>; runNow(): Promise<void> };
}
