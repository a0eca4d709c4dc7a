import type { QueueLive } from '@centralino/schemas';
import type { AlertScheduler } from './alert-scheduler.js';
import type { AlertStore } from './alert-store.js';
import type { CardOutbox } from './card-outbox.js';
import type { CardStore } from './card-store.js';

/** A sample of every queue as read at `at` (epoch ms). */
export interface TimedQueues {
  at: number;
  queues: readonly QueueLive[];
}

/**
 * Told of each new sample of the queues, with the one before and the instants they were read (the App Home shows
 * it, the missed-call feed learns who abandoned, and when); called without waiting, so a listener's own work
 * never delays the alerts.
 */
export type SampleListener = (
  accountId: string,
  previous: TimedQueues | undefined,
  next: TimedQueues,
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
