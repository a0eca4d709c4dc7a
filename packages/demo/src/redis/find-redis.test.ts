import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRedis, RedisUnavailableError } from './find-redis.js';
import { startPrivateRedis } from './private-redis.js';
import { redisAnswers } from './redis-ping.js';

const enoent = Object.assign(new Error('spawn redis-server ENOENT'), { code: 'ENOENT' });
const never = () => Promise.reject(new Error('must not be called'));

describe('findRedis', () => {
  it('takes REDIS_URL when it answers, without looking elsewhere', async () => {
    const found = await findRedis(
      { REDIS_URL: 'redis://cache:6380/2' },
      { answers: never, start: never, check: async () => undefined },
    );
    expect(found).toEqual({ url: 'redis://cache:6380/2' });
  });

  it('stops with one line when REDIS_URL does not answer, never showing its password', async () => {
    const error = await findRedis({ REDIS_URL: 'redis://app:s3cret@127.0.0.1:1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^REDIS_URL \(redis:\/\/app:\*\*\*@127\.0\.0\.1:1\) does not answer: .*ECONNREFUSED/,
    );
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('\n');
  });

  it('uses 127.0.0.1:6379 when it answers', async () => {
    const found = await findRedis({}, { answers: async () => true, start: never });
    expect(found).toEqual({ url: 'redis://127.0.0.1:6379' });
  });

  it('starts a private redis-server when nothing answers', async () => {
    const stop = async () => {};
    const found = await findRedis(
      {},
      { answers: async () => false, start: async () => ({ url: 'redis://127.0.0.1:4242', stop }) },
    );
    expect(found.url).toBe('redis://127.0.0.1:4242');
    expect(found.private?.stop).toBe(stop);
  });

  it('says in one line how to install Redis when there is no binary', async () => {
    const error = await findRedis(
      {},
      { answers: async () => false, start: () => Promise.reject(enoent) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RedisUnavailableError);
    expect((error as Error).message).toMatch(/^Redis is needed .*apt install redis-server.*set REDIS_URL\.$/);
    expect((error as Error).message).not.toContain('\n');
  });
});

describe('startPrivateRedis', () => {
  it('runs redis-server on a free port in a temporary directory, and stop() removes both', async () => {
    const redis = await startPrivateRedis();
    const port = Number(new URL(redis.url).port);
    try {
      expect(redis.url).toMatch(/^redis:\/\/127\.0\.0\.1:\d+$/);
      expect(port).not.toBe(6379);
      expect(await redisAnswers('127.0.0.1', port)).toBe(true);
    } finally {
      await redis.stop();
    }
    expect(await redisAnswers('127.0.0.1', port, 300)).toBe(false);
    expect(redis.dir && existsSync(redis.dir)).toBe(false);
  });

  it('rejects with ENOENT when the binary is missing', async () => {
    const error = await startPrivateRedis('redis-server-that-does-not-exist').catch((e: unknown) => e);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
  });
});
