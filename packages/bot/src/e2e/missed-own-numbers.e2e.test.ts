import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { commandSession } from './command-e2e-kit.js';
import { blocksText, REDIS_URL } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule } from './missed-e2e-kit.js';

/*
 * Issue "one truth": a missed-call rule reads the office's VoIP numbers; they are remembered as the office's
 * own, as `/voip` remembers them, so blocking one asks first even if nobody ran `/voip`.
 */
const lifecycle = e2eLifecycle();
const { state, start, api, run } = commandSession(lifecycle);
let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  await redis.quit();
});

it("a rule's read of the VoIP numbers is remembered: blocking the office's line asks first, after the cache expired", async () => {
  const b = await start();
  await addMissedRule(b, 'C0OWNNUM1', '0287654321');
  // the VoIP status read is cached a few seconds: what is asked below comes from what the rule remembered
  const cached = `${b.keyPrefix}:coalesce:{acct:main:voip:status}:r`;
  await until(async () => (await redis.exists(cached)) === 0, 10_000, 'the cached VoIP status to expire');

  const posts = () =>
    lifecycle.server().requests.filter((r) => r.apiKey === state.apiKey && r.method === 'POST').length;
  const before = posts();
  const asked = await run(b, '/blacklist', 'add bloccati 0611111111');
  const text = blocksText(asked.answer);
  expect(text).toContain(':raised_hand:');
  expect(text).toContain("`0611111111` è un numero dell'ufficio (numero VoIP «Filiale»).");
  expect(text).toContain('Bloccare comunque nella blacklist *bloccati*?');
  expect(posts()).toBe(before);
  expect((await api<{ data: unknown[] }>('/v1/blacklists/bloccati/numbers')).data).toEqual([]);
}, 20_000);
