import type { Logger } from 'pino';
import { isRedisConnectionError, redactedRedisUrl, redisProblem } from './redis-problem.js';

/** Waits between reconnection tries of every Redis connection of the bot: 1 s, 2 s, 4 s… up to 15 s. */
export function redisRetryDelayMs(times: number): number {
  return Math.min(500 * 2 ** Math.max(times, 1), 15_000);
}

interface ErrorEmitter {
  on(event: 'error', listener: (err: Error) => void): unknown;
}

/**
 * Says once, in one sentence, that Redis stopped answering and once that it is back, instead of an error (with its
 * stack) per connection and per retry; errors that are not about the connection are logged as they come.
 */
export class RedisOutage {
  #down = false;
  readonly #url: string;

  constructor(
    url: string,
    private readonly logger: Logger,
  ) {
    this.#url = redactedRedisUrl(url);
  }

  /** Reports the errors of a connection, a BullMQ queue or worker. */
  watch(emitter: ErrorEmitter, source: string): void {
    emitter.on('error', (err) => this.error(err, source));
  }

  error(err: Error, source: string): void {
    if (!isRedisConnectionError(err)) {
      this.logger.error({ err, source }, 'redis error');
      return;
    }
    if (this.#down) return;
    this.#down = true;
    this.logger.error(
      { redis: this.#url },
      `Redis ${redisProblem(err).problem} at ${this.#url}: retrying every few seconds; commands and alerts wait until it answers`,
    );
  }

  /** A connection is ready again. */
  ready(): void {
    if (!this.#down) return;
    this.#down = false;
    this.logger.info({ redis: this.#url }, `Redis answers again at ${this.#url}`);
  }
}
