import { type Job, Worker } from 'bullmq';
import type { Logger } from 'pino';
import { type BullConnection, blockingConnection } from '../../core/redis/redis-client.js';
import { isRedisConnectionError } from '../../core/redis/redis-problem.js';
import { createPbxCommandProcessor, type PbxCommandDeps } from '../jobs/pbx-command.job.js';
import { PBX_COMMAND_JOB } from '../queue/pbx-command.job-name.js';

/** Options of the command workers. */
export interface WorkerOptions {
  queueName: string;
  /** BullMQ key prefix (default `bull`). */
  prefix?: string;
  /** Options (`maxRetriesPerRequest: null` is forced: BullMQ blocks on its connection) or a cluster client. */
  connection: BullConnection;
  concurrency: number;
  logger: Logger;
}

/**
 * The only place that creates BullMQ Workers (see also `createJobWorker`). One worker per process runs `pbx-command` jobs with the given
 * concurrency; a job is dispatched by its name to the processor of its job file.
 */
export function createCommandWorker(options: WorkerOptions, deps: PbxCommandDeps): Worker {
  const processors: Record<string, ReturnType<typeof createPbxCommandProcessor>> = {
    [PBX_COMMAND_JOB]: createPbxCommandProcessor(deps),
  };
  const worker = new Worker(
    options.queueName,
    async (job, token) => {
      const processor = processors[job.name];
      if (!processor) {
        options.logger.error({ jobId: job.id, name: job.name }, 'no processor for job: dropped');
        return { outcome: 'invalid' };
      }
      return processor(job, token);
    },
    {
      connection: blockingConnection(options.connection),
      concurrency: options.concurrency,
      ...(options.prefix ? { prefix: options.prefix } : {}),
      // a lost lock re-runs the job: writes are guarded (see operation-context `write`)
      maxStalledCount: 1,
    },
  );
  // a lost connection is said once by whoever watches the process's Redis (RedisOutage), not per worker and retry
  worker.on('error', (err) => {
    if (!isRedisConnectionError(err)) options.logger.error({ err }, 'worker error');
  });
  worker.on('failed', (job, err) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      options.logger.warn({ jobId: job.id, err: err.message }, 'job failed for good');
    }
  });
  return worker;
}

/** A job processor as the workers call it. */
export type JobProcessor = (job: Job, token?: string) => Promise<unknown>;

/**
 * Jobs of a per-account read queue (alert polls, missed-call reads) one process runs at once: each mostly waits
 * on Redis and the API, and 1,000 accounts need ~50 a second (`bench/many-accounts.ts`: p99 lateness 47.9 s with
 * 4, 13.1 s with 16).
 */
export const READ_QUEUE_CONCURRENCY = 16;

/**
 * A worker of background jobs (queue alert polls, Slack card updates): dispatches by job name like the
 * command worker. Failures are logged; retries are the jobs' own options.
 */
export function createJobWorker(
  options: WorkerOptions,
  processors: Readonly<Record<string, JobProcessor>>,
): Worker {
  const worker = new Worker(
    options.queueName,
    async (job, token) => {
      const processor = processors[job.name];
      if (!processor) {
        options.logger.error({ jobId: job.id, name: job.name }, 'no processor for job: dropped');
        return { outcome: 'invalid' };
      }
      return processor(job, token);
    },
    {
      connection: blockingConnection(options.connection),
      concurrency: options.concurrency,
      ...(options.prefix ? { prefix: options.prefix } : {}),
      maxStalledCount: 1,
    },
  );
  worker.on('error', (err) => {
    if (!isRedisConnectionError(err)) options.logger.error({ err, queue: options.queueName }, 'worker error');
  });
  worker.on('failed', (job, err) => {
    if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) {
      options.logger.warn({ jobId: job.id, name: job.name, err: err.message }, 'job failed for good');
    }
  });
  return worker;
}
