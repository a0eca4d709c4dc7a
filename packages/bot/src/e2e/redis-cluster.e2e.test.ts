import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preflight, StartupError } from '../app/cli/preflight.js';
import { keySlot } from '../core/redis/key-slot.js';
import { createRedisClient } from '../core/redis/redis-client.js';
import { redisTargetFromUrl } from '../core/redis/redis-target.js';
import { scanKeys, unlinkMatching } from '../core/redis/scan-keys.js';
import { Coalescer } from '../pbx/coalesce/coalescer.js';
import { addRule, until } from './alert-e2e-kit.js';
import { commandSession } from './command-e2e-kit.js';
import { type BotUnderTest, blocksText, cardsOf, sleep } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { addMissedRule, MISSED, untilEnabled, untilNotice } from './missed-e2e-kit.js';
import { clusterUnavailable, type LocalCluster, startLocalCluster } from './redis-cluster-kit.js';

/*
 * The bot, unchanged, on a Redis Cluster of three masters (REDIS_URL=redis+cluster://…): a command read, cached
 * and invalidated by a write; a live queue alert; a missed-call notice. Every script and transaction must keep
 * its keys in one slot (the cluster answers CROSSSLOT otherwise), BullMQ's keys sit under `{bull}`.
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`Redis Cluster tests skipped: ${unavailable} (install Redis to run them)`);
const lifecycle = e2eLifecycle();
const { state, start, run } = commandSession(lifecycle);
let cluster: LocalCluster | undefined;

beforeAll(async () => {
  if (!unavailable) cluster = await startLocalCluster({ masters: 3 });
}, 30_000);
afterAll(async () => {
  await cluster?.stop();
});

const onCluster = (extra: Record<string, unknown> = {}) => ({ redisUrl: cluster!.url, ...extra });

type SlotRange = [from: number, to: number, master: [host: string, port: number]];

/** Every key of the bot under test, read from every master, and who serves which slots. */
async function keysOf(b: BotUnderTest): Promise<{ keys: string[]; slots: SlotRange[] }> {
  const redis = createRedisClient(redisTargetFromUrl(cluster!.url));
  try {
    const keys: string[] = [];
    for (const pattern of [`${b.keyPrefix}:*`, `{bull}:${b.queueName}*`]) {
      for await (const batch of scanKeys(redis, pattern)) keys.push(...batch);
    }
    return { keys, slots: (await redis.cluster('SLOTS')) as unknown as SlotRange[] };
  } finally {
    await redis.quit();
  }
}

/** The port of the master serving `slot`. */
function ownerOf(slots: SlotRange[], slot: number): number | undefined {
  return slots.find(([from, to]) => slot >= from && slot <= to)?.[2][1];
}

describe.skipIf(unavailable !== undefined)(
  `the bot on a Redis Cluster${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('answers commands: a cached read, a write that invalidates it on every master, the queues under {bull}', async () => {
      const b = await start(onCluster());
      const list = await run(b, '/blacklist');
      expect(blocksText(list.answer)).toMatch(/spam\* · 1 numer/);
      const created = await run(b, '/blacklist', 'create molesti');
      expect(blocksText(created.answer)).toContain('Blacklist *molesti* creata.');
      // the list read before was cached; the write dropped it (SCAN on every master)
      const again = await run(b, '/blacklist');
      expect(blocksText(again.answer)).toContain('molesti');
      const live = await run(b, '/queue', 'live assistenza');
      expect(blocksText(live.answer)).toContain('assistenza');
      expect(state.context).not.toBe('');

      const { keys, slots } = await keysOf(b);
      expect(keys.some((k) => k.startsWith(`{bull}:${b.queueName}:`))).toBe(true);
      // the slots computed here are the cluster's, and the bot's keys are spread over more than one master
      const port = cluster!.nodes[0]!.port;
      const sample = [...keys.filter((k) => !k.startsWith('{bull}')).slice(0, 40), ...keys.slice(0, 5)];
      for (const key of sample) {
        expect(keySlot(key), key).toBe(Number(await cluster!.cli(port, 'cluster', 'keyslot', key)));
      }
      const owners = new Set(sample.map((key) => ownerOf(slots, keySlot(key))));
      expect(owners.size).toBeGreaterThan(1);
    }, 25_000);

    it('scans every master, deletes keys of many slots, and the coalescer tells which of many keys are cached', async () => {
      const redis = createRedisClient(redisTargetFromUrl(cluster!.url));
      const coalescer = new Coalescer(redis, { prefix: `cl-${Date.now()}:coalesce` });
      try {
        const prefix = `cl-${Date.now()}`;
        const keys = Array.from({ length: 30 }, (_, i) => `${prefix}:k${i}`);
        for (const key of keys) await redis.set(key, '1');
        const found: string[] = [];
        for await (const batch of scanKeys(redis, `${prefix}:*`)) found.push(...batch);
        expect(found.sort()).toEqual([...keys].sort());
        expect(new Set(keys.map(keySlot)).size).toBe(30);
        expect(await unlinkMatching(redis, `${prefix}:*`, (k) => k !== `${prefix}:k0`)).toBe(29);
        expect(await redis.exists(...[`${prefix}:k0`])).toBe(1);
        await redis.del(`${prefix}:k0`);

        const reads = ['acct:a:x:1', 'acct:b:x:2', 'acct:c:y:3'];
        for (const key of reads.slice(0, 2)) await coalescer.run(key, 60_000, async () => key);
        expect(await coalescer.cached(reads)).toEqual(new Set(reads.slice(0, 2)));
        expect(await coalescer.invalidate('acct:b:')).toBe(1);
        expect(await coalescer.cached(reads)).toEqual(new Set(['acct:a:x:1']));
        await coalescer.invalidate('acct:');
      } finally {
        await coalescer.close();
        await redis.quit();
      }
    }, 15_000);

    it('checks at start-up that the cluster answers, and says so in one sentence when it does not', async () => {
      const say: string[] = [];
      await preflight(
        { redisUrl: cluster!.url, slackToken: undefined, slackApiUrl: undefined },
        { waitMs: 0, say: (line) => say.push(line) },
      );
      expect(say).toEqual([]);
      const down = 'redis+cluster://:secret@127.0.0.1:1,127.0.0.1:2';
      const refused = preflight(
        { redisUrl: down, slackToken: undefined, slackApiUrl: undefined },
        { waitMs: 0, say: (line) => say.push(line) },
      );
      await expect(refused).rejects.toThrow(StartupError);
      await expect(refused).rejects.toThrow(
        /^Redis .* at redis\+cluster:\/\/:\*\*\*@127\.0\.0\.1:1,127\.0\.0\.1:2/,
      );
    });

    it('posts a live queue alert when a caller waits', async () => {
      const b = await start(
        onCluster({
          config: { alerts: { base_interval_ms: 1000, clear_after_ms: 1200, slack_spacing_ms: 300 } },
        }),
      );
      const channel = 'C0CLUSTER1';
      await addRule(b, channel, 'assistenza waiting>=1');
      await lifecycle.server().admin('POST', `/_sim/${state.context}/queues/assistenza/callers`, {
        caller_number: '3471234567',
      });
      await until(
        () => cardsOf(b, channel).some((m) => blocksText(m).includes('3471234567')),
        5000,
        'the alert card',
      );
      expect(cardsOf(b, channel)).toHaveLength(1);
    }, 20_000);

    it('posts one missed-call notice for a caller who hung up', async () => {
      const b = await start(onCluster({ config: { alerts: { slack_spacing_ms: 200 }, missed: MISSED } }));
      const channel = 'C0CLUSTER2';
      await addMissedRule(b, channel);
      await untilEnabled(b, channel);
      const callers = `/_sim/${state.context}/queues/assistenza/callers`;
      await lifecycle.server().admin('POST', callers, { caller_number: '347 111 0009' });
      await sleep(1100);
      await lifecycle.server().admin('POST', `${callers}/1/abandon`);
      const notice = await untilNotice(b, channel, (t) => t.includes('347 111 0009'), 'the notice');
      expect(notice.text).toContain('1 chiamata persa alle');
    }, 20_000);
  },
);
