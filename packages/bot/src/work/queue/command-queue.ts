import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import type { BotKeys } from '../../core/redis/keys.js';
import type { BullConnection, RedisClient } from '../../core/redis/redis-client.js';
import { PBX_COMMAND_JOB } from './pbx-command.job-name.js';
import type { OperationCatalog, PbxCommandInput } from './pbx-command.schema.js';
import { WAITING_STALE_MS } from './waiting-line.js';

/**
 * The producer side of the command queue: enqueues typed `pbx-command` jobs (reads retried with backoff,
 * writes never) and keeps, per account, the set of jobs not yet running — for "you are number N in line",
 * `/pbx account` and the metrics (the worker side is `WaitingLine`).
 */
export class CommandQueue {
  readonly queue: Queue;
  readonly #redis: RedisClient;
  readonly #keys: BotKeys;
  readonly #catalog: OperationCatalog;

  constructor(
    name: string,
    connection: BullConnection,
    redis: RedisClient,
    keys: BotKeys,
    catalog: OperationCatalog,
    prefix?: string,
  ) {
    this.queue = new Queue(name, { connection, ...(prefix ? { prefix } : {}) });
    this.#redis = redis;
    this.#keys = keys;
    this.#catalog = catalog;
  }

  /**
   * Validates and enqueues a command; returns the job id. With `delayMs` the job runs later (a command
   * scheduled for the day's reset) and joins the waiting line only then.
   */
  async enqueue(input: PbxCommandInput, { delayMs }: { delayMs?: number } = {}): Promise<string> {
    const payload = this.#catalog.payload.parse(input);
    const jobId = randomUUID();
    const write = this.#catalog.isWrite(payload.operation);
    if (!delayMs) await this.#redis.zadd(this.#keys.waiting(payload.accountId), payload.enqueuedAt, jobId);
    await this.queue.add(PBX_COMMAND_JOB, payload, {
      jobId,
      ...(delayMs ? { delay: Math.max(Math.ceil(delayMs), 1) } : {}),
      attempts: write ? 1 : 3,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { age: 3600, count: 2000 },
      removeOnFail: { age: 86_400, count: 2000 },
    });
    return jobId;
  }

  /** Jobs of the account queued and not yet running (across every process). */
  async waitingCount(accountId: string): Promise<number> {
    const key = this.#keys.waiting(accountId);
    await this.#redis.zremrangebyscore(key, '-inf', Date.now() - WAITING_STALE_MS);
    return this.#redis.zcard(key);
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}
