import { Cluster, Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  blockingConnection,
  bullConnectionFor,
  CLUSTER_FAILOVER_PATIENCE,
  closeBullConnection,
  createRedisClient,
} from './redis-client.js';
import { redisTargetFromUrl } from './redis-target.js';

const retry = (times: number) => times * 100;

describe('createRedisClient', () => {
  it('opens one server for redis://, with the options asked', () => {
    const client = createRedisClient(redisTargetFromUrl('redis://u:p@127.0.0.1:6399/3'), {
      lazyConnect: true,
      forBullmq: true,
      retryStrategy: retry,
    });
    expect(client).toBeInstanceOf(Redis);
    const { options } = client as Redis;
    expect(options).toMatchObject({ host: '127.0.0.1', port: 6399, db: 3, username: 'u', password: 'p' });
    expect(options.maxRetriesPerRequest).toBeNull();
    expect(options.retryStrategy).toBe(retry);
    client.disconnect();
  });

  it('opens a cluster for redis+cluster://, every node with the credentials, patient through a failover', () => {
    const client = createRedisClient(
      redisTargetFromUrl('redis+cluster://:pw@127.0.0.1:7001,127.0.0.1:7002'),
      {
        lazyConnect: true,
        forBullmq: true,
        retryStrategy: retry,
      },
    );
    expect(client).toBeInstanceOf(Cluster);
    const { options } = client as Cluster;
    expect(options.redisOptions).toMatchObject({ password: 'pw', maxRetriesPerRequest: null });
    expect(options).toMatchObject(CLUSTER_FAILOVER_PATIENCE);
    expect(options.clusterRetryStrategy).toBe(retry);
    client.disconnect();
  });

  it('fails fast for the preflight', () => {
    const client = createRedisClient(redisTargetFromUrl('redis://127.0.0.1:6399'), {
      lazyConnect: true,
      failFast: true,
    }) as Redis;
    expect(client.options).toMatchObject({ maxRetriesPerRequest: 0, enableOfflineQueue: false });
    client.disconnect();
  });
});

describe("BullMQ's connection", () => {
  it('is options on one server (BullMQ opens its own), without a retry limit for workers', () => {
    const connection = bullConnectionFor(redisTargetFromUrl('redis://127.0.0.1:6379'), retry);
    expect(connection).toEqual({ host: '127.0.0.1', port: 6379, retryStrategy: retry });
    expect(blockingConnection(connection)).toEqual({ ...connection, maxRetriesPerRequest: null });
  });

  it('is one shared cluster client on a cluster, made for blocking reads, closed by its owner', async () => {
    const connection = bullConnectionFor(redisTargetFromUrl('redis+cluster://127.0.0.1:7001'), retry);
    expect(connection).toBeInstanceOf(Cluster);
    expect((connection as Cluster).options.redisOptions?.maxRetriesPerRequest).toBeNull();
    expect(blockingConnection(connection)).toBe(connection);
    (connection as Cluster).disconnect();
    await closeBullConnection(connection);
  });
});
