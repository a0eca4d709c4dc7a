import type { Logger } from 'pino';
import { BotMetrics } from '../../core/ops/metrics.js';
import { BotKeys } from '../../core/redis/keys.js';
import {
  type BullConnection,
  bullConnectionFor,
  createRedisClient,
  type RedisClient,
} from '../../core/redis/redis-client.js';
import { RedisOutage, redisRetryDelayMs } from '../../core/redis/redis-outage.js';
import { redisTargetFromUrl } from '../../core/redis/redis-target.js';
import { NO_ALLOWANCE } from '../../pbx/egress/egress-allowance.js';
import { createEgressFetch, type EgressFetch } from '../../pbx/egress/egress-fetch.js';
import type { BotOptions } from './bot-options.js';
import { bullPrefixFor } from './deployment-names.js';

/** Every connection a bot process makes, made in one place. */
export interface BotConnections {
  redis: RedisClient;
  /** BullMQ's: options on one server, a shared client on a cluster. */
  connection: BullConnection;
  bullPrefix: string | undefined;
  queueName: string;
  keys: BotKeys;
  outage: RedisOutage;
  metrics: BotMetrics;
  /** The only way to a PBX: the connect probe and every account's gateway go through it. */
  egress: EgressFetch;
}

/** Opens the bot's Redis client and BullMQ's connection (watched for outages), its metrics and its egress. */
export function openConnections(options: BotOptions, logger: Logger): BotConnections {
  const target = redisTargetFromUrl(options.redisUrl);
  const connection = bullConnectionFor(target, redisRetryDelayMs);
  const outage = new RedisOutage(options.redisUrl, logger);
  const redis = createRedisClient(target, { retryStrategy: redisRetryDelayMs });
  outage.watch(redis, 'bot');
  if ('on' in connection) outage.watch(connection, 'queues');
  redis.on('ready', () => outage.ready());
  return {
    redis,
    connection,
    bullPrefix: bullPrefixFor(options.bullPrefix, target.kind === 'cluster'),
    queueName: options.queueName ?? 'centralino-commands',
    keys: new BotKeys(options.keyPrefix ?? 'centralino'),
    outage,
    // accounts connected from Slack get opaque labels, keyed by this deployment's secret
    metrics: new BotMetrics({ labelKey: options.slack.signingSecret }),
    egress: createEgressFetch({
      allowance: options.pbxAllowance ?? NO_ALLOWANCE,
      transport: options.pbxFetch,
    }),
  };
}
