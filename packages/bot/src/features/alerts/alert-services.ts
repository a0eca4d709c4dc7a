import type { QueueLive } from '@centralino/schemas';
import type { AlertScheduler } from './alert-scheduler.js';
import type { AlertStore } from './alert-store.js';
import type { CardOutbox } from './card-outbox.js';
import type { CardStore } from './card-store.js';

/**
 * Told of each new sample of the queues, with the one before (the App Home shows it, the missed-call feed learns
 * who abandoned); called without waiting, so a listener's own work never delays the alerts.
 */
export type SampleListener = (
  accountId: string,
  previous: readonly QueueLive[] | undefined,
  next: readonly QueueLive[],
) => void;

/** What `/queue alert …` and `/pbx account` need of the alerts (a worker's operations get it). */
export interface AlertServices {
  store: AlertStore;
  scheduler: AlertScheduler;
  cards: CardStore;
  outbox: CardOutbox;
  baseIntervalMs: number;
  /** A user's command read every queue live: the alerts use the sample too (stored if newest, applied once). */
  offerSample(accountId: string, queues: readonly QueueLive[], at: number): Promise<void>;
}
