import { webhookPolicy } from '@centralino/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import { executeRows } from '../db/execute-rows.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import type { Clock } from '../time/clock.js';
import type { EgressPolicy } from './egress-policy.js';
import type { AttemptResult, WebhookSender } from './webhook-sender.js';
import { signedHeaders } from './webhook-signing.js';

export interface WebhookDispatcherOptions {
  db: Database;
  /** The sandbox clock: attempts are due, timestamped and signed by it. */
  clock: Clock;
  sender: WebhookSender;
  egress: EgressPolicy;
  logger: Logger;
  /** How often (real time) due deliveries are looked for besides {@link WebhookDispatcher.kick}. Default 1 s. */
  pollIntervalMs?: number;
  /** Attempts in flight at once. Default 16. */
  concurrency?: number;
}

type Claimed = {
  account_id: number;
  id: number;
  endpoint_id: number;
  event_id: string;
  payload: string;
  retry_step: number;
};

/** A sender holds a claimed delivery this long (real time) before another sender may take it. */
const CLAIM_MS = 60_000;

/**
 * Sends the outbox (`webhook_deliveries`): every pending delivery whose `next_attempt_at` has come by the clock,
 * after the response that wrote it (`kick()` runs in the background), and on a timer for the rest (retries,
 * deliveries left by a stopped process, other instances). Rows are claimed with `FOR UPDATE SKIP LOCKED`, so
 * several instances never send one attempt twice. A 2xx ends the delivery; 410 disables the endpoint; anything
 * else is retried on {@link webhookPolicy.retryDelaysMs}, then the delivery fails.
 */
export class WebhookDispatcher {
  readonly egress: EgressPolicy;
  #timer: NodeJS.Timeout | undefined;
  #inFlight = new Set<Promise<void>>();
  #pumping: Promise<void> | undefined;
  #again = false;
  /** Until `start()` nothing is sent: a kick from a route writing a delivery leaves it in the outbox. */
  #stopped = true;

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.egress = options.egress;
  }

  /** Starts the timer and sends what is already due (e.g. deliveries left by a restart). */
  start(): void {
    this.#stopped = false;
    this.#timer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1_000);
    this.#timer.unref();
    this.kick();
  }

  /** Looks for due deliveries now, in the background (never awaited by a request). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    this.#pumping = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.#pump())
      .catch((error: unknown) => this.options.logger.error({ err: error }, 'webhook dispatch failed'))
      .finally(() => {
        this.#pumping = undefined;
        if (this.#again) {
          this.#again = false;
          this.kick();
        }
      });
  }

  /** Waits until nothing is being sent or looked for (tests, benchmarks). */
  async idle(): Promise<void> {
    while (this.#pumping || this.#inFlight.size > 0) {
      await this.#pumping;
      await Promise.all([...this.#inFlight]);
    }
  }

  /** Stops the timer and waits for attempts in flight; the rest stays in the outbox for the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.idle();
    await this.options.sender.close();
  }

  async #pump(): Promise<void> {
    const limit = this.options.concurrency ?? 16;
    while (!this.#stopped && this.#inFlight.size < limit) {
      const claimed = await this.#claim(limit - this.#inFlight.size);
      if (claimed.length === 0) return;
      for (const delivery of claimed) {
        const task: Promise<void> = this.#attempt(delivery)
          .catch((error: unknown) => this.options.logger.error({ err: error }, 'webhook attempt failed'))
          .finally(() => {
            this.#inFlight.delete(task);
            this.kick();
          });
        this.#inFlight.add(task);
      }
    }
  }

  async #claim(limit: number): Promise<Claimed[]> {
    const due = this.options.clock.now().toISOString();
    const realNow = new Date().toISOString();
    const until = new Date(Date.now() + CLAIM_MS).toISOString();
    return executeRows<Claimed>(
      this.options.db,
      sql`UPDATE ${webhookDeliveries} SET claimed_until = ${until}
          WHERE (account_id, id) IN (
            SELECT account_id, id FROM ${webhookDeliveries}
            WHERE status = 'pending' AND next_attempt_at <= ${due}
              AND (claimed_until IS NULL OR claimed_until < ${realNow})
            ORDER BY next_attempt_at, account_id, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING account_id, id, endpoint_id, event_id, payload, retry_step`,
    );
  }

  async #attempt(delivery: Claimed): Promise<void> {
    const { db, clock, sender } = this.options;
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.accountId, delivery.account_id),
          eq(webhookEndpoints.id, delivery.endpoint_id),
        ),
      );
    if (!endpoint?.enabled) {
      await db
        .update(webhookDeliveries)
        .set({ status: 'failed', nextAttemptAt: null, claimedUntil: null })
        .where(deliveryKey(delivery));
      return;
    }
    const at = clock.now();
    const secrets = [endpoint.secret];
    if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > at)
      secrets.push(endpoint.previousSecret);
    const headers = signedHeaders(delivery.event_id, at, delivery.payload, secrets);
    const result = await sender.send(endpoint.url, headers, delivery.payload);
    await this.#record(delivery, at, result);
  }

  async #record(delivery: Claimed, at: Date, result: AttemptResult): Promise<void> {
    const code = result.statusCode;
    const ok = code !== null && code >= 200 && code < 300;
    const delays = webhookPolicy.retryDelaysMs;
    const delay = delays[delivery.retry_step];
    const next =
      ok || code === 410 || delay === undefined
        ? { status: ok ? ('succeeded' as const) : ('failed' as const), nextAttemptAt: null }
        : { status: 'pending' as const, nextAttemptAt: new Date(at.getTime() + delay) };
    await this.options.db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        accountId: delivery.account_id,
        deliveryId: delivery.id,
        attemptedAt: at,
        statusCode: code,
        error: result.error,
      });
      await tx
        .update(webhookDeliveries)
        .set({ ...next, retryStep: ok ? delivery.retry_step : delivery.retry_step + 1, claimedUntil: null })
        .where(deliveryKey(delivery));
      if (code === 410) await disableEndpoint(tx, delivery.account_id, delivery.endpoint_id, 'gone');
    });
  }
}

/** The delivery's row: ids are numbered per account, so the account is part of the key. */
function deliveryKey(delivery: Claimed) {
  return and(eq(webhookDeliveries.accountId, delivery.account_id), eq(webhookDeliveries.id, delivery.id));
}

/** Disables the account's endpoint `endpointId` and fails its pending deliveries. */
export async function disableEndpoint(
  tx: Database,
  accountId: number,
  endpointId: number,
  reason: 'admin' | 'gone',
): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason })
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, endpointId)));
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', nextAttemptAt: null })
    .where(
      and(
        eq(webhookDeliveries.accountId, accountId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
      ),
    );
}
