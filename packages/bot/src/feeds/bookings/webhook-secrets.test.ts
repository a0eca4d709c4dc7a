import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { BookingKeys } from './booking-keys.js';
import { isSigningSecret, PREVIOUS_SECRET_MS, WebhookSecrets } from './webhook-secrets.js';

let redis: Redis;
const prefix = `test-${randomUUID()}`;
const keys = new BookingKeys(prefix);
const secret = () => `whsec_${randomBytes(24).toString('base64')}`;

beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
afterEach(async () => {
  const found = await redis.keys(`${prefix}:*`);
  if (found.length > 0) await redis.del(...found);
});
afterAll(async () => {
  await redis.quit();
});

describe('WebhookSecrets', () => {
  it('stores a secret encrypted, bound to its account; the replaced one verifies for a day', async () => {
    const cipher = new KeyCipher({ current: randomBytes(32) });
    const secrets = new WebhookSecrets(redis, keys, cipher, new Map());
    const [a, b] = [secret(), secret()];
    await secrets.set('acme', a, 'U1', 1_000);
    const stored = JSON.stringify(await redis.hgetall(keys.secret('acme')));
    expect(stored).not.toContain(a.slice(6));
    expect(await secrets.secrets('acme', 2_000)).toEqual([a]);
    await secrets.set('acme', b, 'U2', 5_000);
    expect(await secrets.secrets('acme', 6_000)).toEqual([b, a]);
    expect(await secrets.secrets('acme', 5_000 + PREVIOUS_SECRET_MS + 1)).toEqual([b]);
    expect(await secrets.status('acme')).toEqual({ fromConfig: false, setBy: 'U2', setAt: 5_000 });
    // moved to another account's key, the ciphertext does not open
    await redis.hset(keys.secret('other'), await redis.hgetall(keys.secret('acme')));
    expect(await secrets.secrets('other', 6_000)).toEqual([]);
  });

  it('adds the configuration file’s secret; another encryption key opens nothing', async () => {
    const mine = new WebhookSecrets(redis, keys, new KeyCipher({ current: randomBytes(32) }), new Map());
    const configured = secret();
    const theirs = new WebhookSecrets(
      redis,
      keys,
      new KeyCipher({ current: randomBytes(32) }),
      new Map([['acme', configured]]),
    );
    await mine.set('acme', secret(), 'U1');
    expect(await theirs.secrets('acme')).toEqual([configured]);
    expect(await theirs.status('acme')).toMatchObject({ fromConfig: true });
    expect(
      await new WebhookSecrets(redis, keys, new KeyCipher({ current: undefined }), new Map()).status('x'),
    ).toBe(undefined);
  });

  it('knows a signing secret when it sees one', () => {
    expect(isSigningSecret(secret())).toBe(true);
    expect(isSigningSecret('whsec_c2hvcnQ=')).toBe(false);
    expect(isSigningSecret(`xoxb-${randomBytes(24).toString('base64')}`)).toBe(false);
    expect(isSigningSecret(`whsec_${randomBytes(24).toString('base64')} `)).toBe(false);
  });
});
