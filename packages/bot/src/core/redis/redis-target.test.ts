import { describe, expect, it } from 'vitest';
import { redisTargetFromUrl } from './redis-target.js';

describe('redisTargetFromUrl', () => {
  it.each([
    ['redis://127.0.0.1:6379', { kind: 'standalone', connection: { host: '127.0.0.1', port: 6379 } }],
    [
      'rediss://u:p%40ss@cache.example:6380/2',
      {
        kind: 'standalone',
        connection: { host: 'cache.example', port: 6380, db: 2, username: 'u', password: 'p@ss', tls: {} },
      },
    ],
    [
      'redis+cluster://127.0.0.1:7000,127.0.0.1:7001',
      {
        kind: 'cluster',
        seeds: [
          { host: '127.0.0.1', port: 7000 },
          { host: '127.0.0.1', port: 7001 },
        ],
        node: {},
      },
    ],
    [
      'rediss+cluster://bot:s%3Acret@a.example:7000, b.example ,[::1]:7002/',
      {
        kind: 'cluster',
        seeds: [
          { host: 'a.example', port: 7000 },
          { host: 'b.example', port: 6379 },
          { host: '::1', port: 7002 },
        ],
        node: { username: 'bot', password: 's:cret', tls: {} },
      },
    ],
    [
      'redis+cluster://:only-password@n1:7000',
      { kind: 'cluster', seeds: [{ host: 'n1', port: 7000 }], node: { password: 'only-password' } },
    ],
  ])('%s', (url, want) => {
    expect(redisTargetFromUrl(url)).toEqual(want);
  });

  it.each([
    ['redis+cluster://n1:7000/1', /no database number/],
    ['redis+cluster://', /at least one node/],
    ['http://n1:7000', /must start with redis/],
  ])('refuses %s', (url, error) => {
    expect(() => redisTargetFromUrl(url)).toThrow(error);
  });
});
