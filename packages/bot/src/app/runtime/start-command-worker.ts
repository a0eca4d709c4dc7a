import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BullConnection } from '../../core/redis/redis-client.js';
import type { WorkspaceWebClient } from '../../slack/permissions.js';
import type { ShareStore } from '../../slack/share/share-store.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { SlackResponder } from '../../work/jobs/responder.js';
import type { OperationServices } from '../../work/operations/operation-context.js';
import type { CommandQueue } from '../../work/queue/command-queue.js';
import type { DeferredCommands } from '../../work/queue/deferred-commands.js';
import { WaitingLine } from '../../work/queue/waiting-line.js';
import { createCommandWorker } from '../../work/worker/create-workers.js';
import { registry } from '../registry/registry.js';

/**
 * The worker roles' command worker: the waiting line of jobs parked for a token, the responder that answers the
 * users, and the BullMQ worker running `pbx-command` jobs with every operation's services; ready when returned.
 */
export async function startCommandWorker(input: {
  queueName: string;
  connection: BullConnection;
  bullPrefix: string | undefined;
  queue: CommandQueue;
  services: OperationServices;
  accounts: AccountDirectory;
  shares: ShareStore;
  deferred: DeferredCommands;
  web: WorkspaceWebClient;
  metrics: BotMetrics;
  config: BotConfig;
  logger: Logger;
}): Promise<{ worker: Worker; waiting: WaitingLine }> {
  const { services, logger } = input;
  const { redis, keys, budget, coalescer } = services;
  const waiting = new WaitingLine(redis, keys, { budget, coalescer, queue: input.queue.queue, logger });
  const responder = new SlackResponder({ redis, keys, web: input.web, metrics: input.metrics, logger });
  const worker = createCommandWorker(
    {
      queueName: input.queueName,
      connection: input.connection,
      concurrency: input.config.worker.concurrency,
      logger,
      ...(input.bullPrefix ? { prefix: input.bullPrefix } : {}),
    },
    {
      config: input.config,
      commands: registry,
      services,
      accounts: input.accounts,
      responder,
      shares: input.shares,
      waiting,
      deferred: input.deferred,
      logger,
    },
  );
  await worker.waitUntilReady();
  return { worker, waiting };
}
