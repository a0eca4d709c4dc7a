import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../core/redis/keys.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { extensionNamesKey, rememberExtensionNames } from '../../pbx/directory/extension-names.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import { CallbackNames } from './callback-names.js';

let redis: Redis;
let coalescer: Coalescer;
const prefix = `test-${randomUUID()}`;
const linksKey = `${prefix}:links`;

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
  coalescer = new Coalescer(redis, { prefix: `${prefix}:coalesce` });
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await coalescer.close();
  await redis.quit();
});

/** No request may be made: the budget and the gateway refuse to be used. */
const unused = new Proxy({}, { get: () => () => Promise.reject(new Error('no request expected')) });
const names = (configured: Record<string, string> = {}) =>
  new CallbackNames({
    redis,
    linksKey,
    configured,
    namesKey: (accountId) => extensionNamesKey(prefix, accountId),
    coalescer,
    budget: unused as AccountBudget,
  });
const gateway = unused as PbxGateway;

describe('callback names', () => {
  it('the one Slack user linked to the extension (a link from Slack wins over the file); two: nobody', async () => {
    await redis.hset(linksKey, 'U0ALICE01', '201', 'U0BRUNO01', '202');
    expect(await names({ U0ALICE01: '203' }).of('main', gateway, '201')).toEqual({ user: 'U0ALICE01' });
    expect(await names({ U0CARLA01: '203' }).of('main', gateway, '203')).toEqual({ user: 'U0CARLA01' });
    expect(await names({ U0CARLA01: '202' }).of('main', gateway, '202')).toEqual({});
  });

  it("the extension's name from the cached extension list, without a request; nothing when none is cached", async () => {
    expect(await names().of('main', gateway, '203')).toEqual({});
    const list = {
      data: [
        {
          extension: 'SIP/203',
          internal_number: '203',
          description: 'Carla',
          status: 'ONLINE',
          is_online: true,
        },
        { extension: 'SIP/204', internal_number: '204', description: ' ', status: 'ONLINE', is_online: true },
      ],
    };
    await coalescer.prime(cacheKey('main', 'ext', 'status'), 60_000, list);
    expect(await names().of('main', gateway, '203')).toEqual({ name: 'Carla' });
    expect(await names().of('main', gateway, '204')).toEqual({});
    expect(await names().of('other', gateway, '203')).toEqual({});
  });

  it('the name /ext remembered, long after its read left the cache (no request)', async () => {
    await rememberExtensionNames(redis, extensionNamesKey(prefix, 'main'), [
      { internal_number: '205', description: 'Reception' },
      { internal_number: '206', description: '206' },
    ]);
    expect(await names().of('main', gateway, '205')).toEqual({ name: 'Reception' });
    expect(await names().of('main', gateway, '206')).toEqual({});
    expect(await names().of('other', gateway, '205')).toEqual({});
  });
});
