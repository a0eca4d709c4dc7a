/** Where one deployment keeps everything in Redis: its own keys, its BullMQ queues and their keys. */
export interface DeploymentNames {
  /** Prefix of the bot's own keys (budget, cache, alerts, links…). */
  keyPrefix: string;
  /** Base name of its BullMQ queues (`<name>`, `<name>-alert-poll`, `<name>-alert-slack`). */
  queueName: string;
  /** BullMQ's key prefix; `undefined`: BullMQ's own (`bull`). */
  bullPrefix: string | undefined;
}

/** A deployment prefix: letters, digits, `-` and `_`, at most 40. */
export const DEPLOYMENT_PREFIX = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/**
 * The names of a deployment in Redis. Without a prefix: the names every earlier version used (`centralino`,
 * `centralino-commands`, BullMQ's `bull`), so an existing deployment keeps its data and queued jobs. With one
 * (`REDIS_KEY_PREFIX=staging`): every key and every queue under it, BullMQ's keys under the hash tag
 * `{staging}` (one slot on a Redis Cluster), so two deployments on one Redis never see each other's keys or jobs.
 */
export function deploymentNames(prefix: string | undefined): DeploymentNames {
  if (prefix === undefined) {
    return { keyPrefix: 'centralino', queueName: 'centralino-commands', bullPrefix: undefined };
  }
  return { keyPrefix: prefix, queueName: `${prefix}-commands`, bullPrefix: `{${prefix}}` };
}

/**
 * BullMQ's key prefix on a Redis Cluster, where each queue's keys must share one slot: the prefix as given when
 * it already holds a hash tag, else in braces (`bull` → `{bull}`). On one server the prefix stays as given.
 */
export function bullPrefixFor(bullPrefix: string | undefined, cluster: boolean): string | undefined {
  if (!cluster) return bullPrefix;
  const prefix = bullPrefix ?? 'bull';
  return /\{[^}]+\}/.test(prefix) ? prefix : `{${prefix}}`;
}
