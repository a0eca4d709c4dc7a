import type { CustomRoute } from '@slack/bolt';
import type { Queue, Worker } from 'bullmq';
import type { BotMetrics } from '../../core/ops/metrics.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import type { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { type FeedSystemOptions, feedQueue, startFeedWorkers } from '../kit/feed-system.js';
import { configBookingRules } from './booking-config.schema.js';
import { BOOKING_EVENT_JOB, createBookingEventProcessor, enqueueBookingEvent } from './booking-event.job.js';
import { BookingKeys } from './booking-keys.js';
import { BOOKING_SYNC_JOB, bookingOutbox } from './booking-outbox.js';
import type { BookingServices } from './booking-services.js';
import { BookingStore } from './booking-store.js';
import { createBookingSyncProcessor } from './booking-sync.job.js';
import { bookingWebhookRoute } from './booking-webhook.route.js';
import { WebhookIntake } from './webhook-intake.js';
import { WebhookSecrets } from './webhook-secrets.js';

export interface BookingSystemOptions extends FeedSystemOptions {
  metrics: BotMetrics;
  /** The API keys' cipher: it encrypts the signing secrets admins enter from Slack. */
  cipher: KeyCipher;
  /** Account id → signing secret from the configuration file (`webhook_secret_env`). Never log this. */
  configSecrets: ReadonlyMap<string, string>;
  /** The account's bookings changed (the Home lists today's). */
  changed(accountId: string): void;
}

export interface BookingSystem {
  services: BookingServices;
  /** `POST /pbx/webhooks/:account`, served by the web roles. */
  route: CustomRoute;
  queues: Queue[];
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Booking notices in one process: the store, the secrets and the webhook intake everywhere (the web roles
 * receive), the workers that apply events and post the notices in the worker roles. Queues
 * `<name>-bookings-event` (one job per event id) and `<name>-bookings-slack` (one job per notice version).
 */
export async function startBookings(options: BookingSystemOptions): Promise<BookingSystem> {
  const { redis, config, logger } = options;
  const keys = new BookingKeys(options.keyPrefix);
  const store = new BookingStore(
    redis,
    keys,
    configBookingRules(config),
    logger,
    config.privacy.retention_days,
  );
  const secrets = new WebhookSecrets(redis, keys, options.cipher, options.configSecrets);
  const eventQueue = feedQueue(options, 'bookings-event');
  const slackQueue = feedQueue(options, 'bookings-slack');
  const outbox = bookingOutbox.open(slackQueue);
  const intake = new WebhookIntake({
    secrets,
    redis,
    keys,
    enqueue: (accountId, event) => enqueueBookingEvent(eventQueue, accountId, event),
    metrics: options.metrics,
    logger,
    retentionDays: config.privacy.retention_days,
  });
  let workers: Worker[] = [];
  if (options.role !== 'web') {
    const slots = new SlackSlots(redis, options.keyPrefix, config.alerts.slack_spacing_ms);
    workers = await startFeedWorkers(options, [
      {
        queue: eventQueue,
        concurrency: 5,
        processors: {
          [BOOKING_EVENT_JOB]: createBookingEventProcessor({
            store,
            release: async (accountId, eventId) => {
              await redis.del(keys.seen(accountId, eventId));
            },
            outbox,
            accounts: options.accounts,
            changed: options.changed,
            logger,
          }),
        },
      },
      {
        queue: slackQueue,
        concurrency: 10,
        processors: {
          [BOOKING_SYNC_JOB]: createBookingSyncProcessor({
            config,
            accounts: options.accounts,
            store,
            slots,
            slackClients: options.slackClients,
            metrics: options.metrics,
            logger,
          }),
        },
      },
    ]);
  }
  const noRuns = { ensure: async () => {}, runNow: async () => {} };
  return {
    services: { store, secrets, scheduler: noRuns },
    route: bookingWebhookRoute(intake, logger),
    queues: [eventQueue, slackQueue],
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([eventQueue.close(), slackQueue.close()]);
    },
  };
}
