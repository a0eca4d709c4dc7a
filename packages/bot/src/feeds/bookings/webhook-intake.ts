import { verifyWebhook, type WebhookHeaders, WebhookVerificationError } from '@centralino/client';
import { WebhookEvent } from '@centralino/schemas';
import type { Logger } from 'pino';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { BookingKeys } from './booking-keys.js';
import type { WebhookSecrets } from './webhook-secrets.js';

/** The answer to one delivery: its HTTP status and what became of it (metrics, logs). */
export interface IntakeOutcome {
  status: 200 | 400 | 401 | 503;
  outcome: 'accepted' | 'duplicate' | 'busy' | 'ignored' | 'refused' | 'malformed' | 'unavailable';
}

/** How long a process may take to hand an event on before another delivery of it may be taken instead. */
const TAKING_SECONDS = 30;

const DAY_MS = 86_400_000;
/** How far ahead a booking may be dated and still be told (the API books at most a year ahead). */
const FUTURE_DAYS = 400;

/** How long an event id is remembered: past the exchange's whole retry schedule (about 28 hours). */
export const SEEN_SECONDS = 3 * 86_400;

const ACCOUNT_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export interface WebhookIntakeDeps {
  secrets: Pick<WebhookSecrets, 'secrets'>;
  redis: RedisClient;
  keys: BookingKeys;
  /** Hands the verified event to the workers (a job per event). */
  enqueue(accountId: string, event: WebhookEvent): Promise<void>;
  metrics: BotMetrics;
  logger: Logger;
  /** `privacy.retention_days`: a booking dated before is not kept, so not told. */
  retentionDays: number;
  now?: () => Date;
}

/**
 * The exchange's webhooks as the bot's web process receives them: the signature checked with the account's
 * secrets (Standard Webhooks, `verifyWebhook`: a forged, altered or replayed-late delivery is refused), the event
 * checked against the contract, each event id taken once across processes (a retry or a replay of one already
 * taken is acknowledged and dropped), then handed to the workers. Every refusal of a delivery that cannot be
 * trusted is the same 401, whether the account exists, has no secret or the signature is wrong.
 */
export class WebhookIntake {
  constructor(private readonly deps: WebhookIntakeDeps) {}

  async receive(accountId: string, payload: string, headers: WebhookHeaders): Promise<IntakeOutcome> {
    const { logger, metrics } = this.deps;
    const secrets = ACCOUNT_ID.test(accountId) ? await this.deps.secrets.secrets(accountId) : [];
    if (secrets.length === 0) {
      // no label per address tried: anyone may post to any path
      metrics.webhooks.inc({ account: '', outcome: 'refused' });
      // debug: anyone may post here, a line each would flood the log
      logger.debug('webhook refused: unknown account, or no signing secret set for it (/pbx webhook)');
      return { status: 401, outcome: 'refused' };
    }
    const outcome = await this.#receive(accountId, secrets, payload, headers);
    metrics.webhooks.inc({ account: accountId, outcome: outcome.outcome });
    return outcome;
  }

  async #receive(
    accountId: string,
    secrets: readonly string[],
    payload: string,
    headers: WebhookHeaders,
  ): Promise<IntakeOutcome> {
    const { logger } = this.deps;
    let verified: unknown;
    try {
      verified = verifyWebhook(payload, headers, secrets, this.deps.now ? { now: this.deps.now } : {});
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      logger.debug({ account: accountId, reason: error.reason }, 'webhook refused');
      if (error.reason === 'unknown_event_type') return { status: 200, outcome: 'ignored' };
      if (error.reason === 'malformed_body') return { status: 400, outcome: 'malformed' };
      return { status: 401, outcome: 'refused' };
    }
    const event = WebhookEvent.safeParse(verified);
    if (!event.success) {
      // the exchange's own event, signed: sending it again would not change it; acknowledged, said, not told
      logger.warn({ account: accountId }, 'webhook ignored: a signed event that does not match the contract');
      return { status: 200, outcome: 'ignored' };
    }
    if (!this.#plausible(event.data)) return { status: 200, outcome: 'ignored' };
    return this.#take(accountId, event.data);
  }

  /** A booking dated within what the bot keeps: from `retentionDays` ago to {@link FUTURE_DAYS} ahead. */
  #plausible(event: WebhookEvent): boolean {
    const day = Date.parse(`${event.data.booking.date}T12:00:00Z`);
    const now = (this.deps.now?.() ?? new Date()).getTime();
    return day >= now - this.deps.retentionDays * DAY_MS && day <= now + FUTURE_DAYS * DAY_MS;
  }

  /**
   * Takes the event once: the first delivery of its id marks it `taking`, hands it on, then marks it `taken`
   * (remembered for {@link SEEN_SECONDS}); a delivery of a taken id is acknowledged, one of an id being taken is
   * asked to come back (503: were the taker to die before handing it on, the exchange's retry takes it).
   */
  async #take(accountId: string, event: WebhookEvent): Promise<IntakeOutcome> {
    const { redis, keys, logger } = this.deps;
    const seen = keys.seen(accountId, event.id);
    try {
      if ((await redis.set(seen, 'taking', 'EX', TAKING_SECONDS, 'NX')) !== 'OK')
        return (await redis.get(seen)) === 'taken'
          ? { status: 200, outcome: 'duplicate' }
          : { status: 503, outcome: 'busy' };
    } catch (error) {
      logger.warn({ account: accountId, err: String(error) }, 'webhook not taken: Redis is unavailable');
      return { status: 503, outcome: 'unavailable' };
    }
    try {
      await this.deps.enqueue(accountId, event);
      await redis.set(seen, 'taken', 'EX', SEEN_SECONDS);
      return { status: 200, outcome: 'accepted' };
    } catch (error) {
      // the exchange sends it again later: let that delivery be taken
      await redis.del(seen).catch(() => {});
      logger.warn({ account: accountId, err: String(error) }, 'webhook not taken: the queue is unavailable');
      return { status: 503, outcome: 'unavailable' };
    }
  }
}
