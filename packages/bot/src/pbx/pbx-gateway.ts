import { createPbxClient, PbxApiError, type PbxClient, type RateLimitSnapshot } from '@centralino/client';
import type { Logger } from 'pino';
import type { AccountConfig } from '../core/config/bot-config.schema.js';
import type { BotMetrics } from '../core/ops/metrics.js';
import { type PbxFetch, strictPbxFetch } from './egress/egress-fetch.js';
import type { AccountBudget, GrantRef } from './limiter/account-budget.js';

/** What a gateway needs besides the account. */
export interface PbxGatewayDeps {
  budget: AccountBudget;
  metrics: BotMetrics;
  logger: Logger;
  /** The egress fetch (`createEgressFetch`); default: the policy without any private address allowed. */
  fetch?: PbxFetch;
  /** Told when the API refuses the key (401): a key revoked or changed on the exchange. */
  onUnauthorized?: (accountId: string) => void;
}

/**
 * One account's PBX API, as the worker uses it: `@centralino/client` without its own retries (every attempt
 * must take a token of the shared budget, so retries are BullMQ's), feeding every response's rate-limit
 * headers to the shared budget and every 429's `Retry-After` to `blockUntil`, with latency metrics.
 */
export class PbxGateway {
  readonly accountId: string;
  readonly client: PbxClient;
  readonly #deps: PbxGatewayDeps;
  #pending: Promise<unknown>[] = [];

  constructor(account: AccountConfig, apiKey: string, deps: PbxGatewayDeps) {
    this.accountId = account.id;
    this.#deps = deps;
    this.client = createPbxClient({
      baseUrl: account.base_url,
      apiKey,
      userAgent: 'centralino-bot',
      retry: { serverErrors: false, rateLimit: false },
      fetch: deps.fetch ?? strictPbxFetch(),
      onRateLimit: (snapshot) => this.#observe(snapshot),
    });
  }

  /**
   * Runs one API call (`operation` names it in metrics and logs) on the budget token `grant`. Resolves once the
   * budget has learned what the response reported and the token counts from the end of the request.
   */
  async call<T>(grant: GrantRef, operation: string, fn: (client: PbxClient) => Promise<T>): Promise<T> {
    const started = performance.now();
    let status = 'error';
    try {
      const result = await fn(this.client);
      status = 'ok';
      return result;
    } catch (error) {
      if (error instanceof PbxApiError) {
        status = String(error.status);
        if (error.status === 429) await this.#blocked(error.retryAfter);
        if (error.status === 401) this.#deps.onUnauthorized?.(this.accountId);
      }
      throw error;
    } finally {
      this.#deps.metrics.upstreamDuration.observe(
        { account: this.accountId, operation, status },
        (performance.now() - started) / 1000,
      );
      this.#pending.push(
        this.#deps.budget
          .settle(grant)
          .catch((err: unknown) =>
            this.#deps.logger.warn({ err, account: this.accountId }, 'budget settle failed'),
          ),
      );
      await this.#flush();
    }
  }

  /** Public liveness check (no key, no budget): for `/healthz`. */
  async ping(timeoutMs: number): Promise<boolean> {
    try {
      await this.client.ping({ signal: AbortSignal.timeout(timeoutMs) });
      return true;
    } catch {
      return false;
    }
  }

  #observe(snapshot: RateLimitSnapshot): void {
    const sync = this.#deps.budget
      .syncFromHeaders(this.accountId, {
        limitMinute: snapshot.minute.limit,
        remainingMinute: snapshot.minute.remaining,
        limitDay: snapshot.day.limit,
        remainingDay: snapshot.day.remaining,
        at: snapshot.receivedAt.getTime(),
      })
      .catch((err: unknown) =>
        this.#deps.logger.warn({ err, account: this.accountId }, 'budget sync failed'),
      );
    this.#pending.push(sync);
  }

  async #blocked(retryAfterSeconds: number | undefined): Promise<void> {
    this.#deps.metrics.upstream429.inc({ account: this.accountId });
    const until = Date.now() + Math.max(retryAfterSeconds ?? 1, 1) * 1000;
    await this.#deps.budget.blockUntil(this.accountId, until).catch((err: unknown) => {
      this.#deps.logger.warn({ err, account: this.accountId }, 'budget block failed');
    });
    this.#deps.logger.warn(
      { account: this.accountId, retryAfterSeconds },
      'PBX answered 429: account blocked',
    );
  }

  async #flush(): Promise<void> {
    const pending = this.#pending;
    this.#pending = [];
    await Promise.all(pending);
  }
}
