import type { RedisClient } from '../redis/redis-client.js';

/** What the health check asks of an account's PBX gateway (`PbxGateway` answers it). */
export interface PingableAccount {
  accountId: string;
  ping(timeoutMs: number): Promise<boolean>;
}

/** The answer of `GET /healthz`. */
export interface HealthReport {
  ok: boolean;
  redis: 'ok' | 'down';
  accounts: Record<string, 'ok' | 'unreachable'>;
}

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Redis answers PING and every account's API answers `GET /v1/ping` (public, outside the rate limit), each
 * within `timeoutMs`.
 */
export async function checkHealth(
  redis: RedisClient,
  gateways: ReadonlyMap<string, PingableAccount>,
  timeoutMs = 2000,
): Promise<HealthReport> {
  const [redisOk, ...pings] = await Promise.all([
    within(timeoutMs, redis.ping()).then(
      (r) => r === 'PONG',
      () => false,
    ),
    ...[...gateways.values()].map(async (g) => [g.accountId, await g.ping(timeoutMs)] as const),
  ]);
  const accounts: HealthReport['accounts'] = {};
  for (const [id, ok] of pings) accounts[id] = ok ? 'ok' : 'unreachable';
  return {
    ok: redisOk && pings.every(([, ok]) => ok),
    redis: redisOk ? 'ok' : 'down',
    accounts,
  };
}
