import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keySlot } from '../core/redis/key-slot.js';
import { createRedisClient } from '../core/redis/redis-client.js';
import { redisTargetFromUrl } from '../core/redis/redis-target.js';
import { scanKeys } from '../core/redis/scan-keys.js';
import { commandSession } from './command-e2e-kit.js';
import { answersOf, blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import {
  clusterUnavailable,
  type LocalCluster,
  startLocalCluster,
  untilCluster,
} from './redis-cluster-kit.js';

/*
 * A master of a Redis Cluster dies while the bot runs jobs: its replica takes over, and every command is
 * answered once and reaches the exchange once (the jobs sat on the killed master; the PBX answers slowly so
 * they are running when it dies).
 */
const unavailable = clusterUnavailable();
if (unavailable) console.warn(`Redis Cluster tests skipped: ${unavailable} (install Redis to run them)`);
const lifecycle = e2eLifecycle();
const { start, api } = commandSession(lifecycle);
let cluster: LocalCluster | undefined;

beforeAll(async () => {
  if (!unavailable) cluster = await startLocalCluster({ masters: 3, replicasPerMaster: 1 });
}, 30_000);
afterAll(async () => {
  await cluster?.stop();
});

const COMMANDS = 6;
const PBX_DELAY_MS = 1500;

describe.skipIf(unavailable !== undefined)(
  `a Redis Cluster failover${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    it('loses no command and runs none twice when the master of the queues dies mid-job', async () => {
      const b = await start({
        redisUrl: cluster!.url,
        // the exchange answers slowly: the jobs are running when the master dies
        pbxFetch: async (request) => {
          await sleep(PBX_DELAY_MS);
          return fetch(request);
        },
      });
      const queuesMaster = await cluster!.slotOwner(keySlot('{bull}'));
      expect(queuesMaster).toBeDefined();

      const names = Array.from({ length: COMMANDS }, (_, i) => `failover${i}`);
      const sent = await Promise.all(
        names.map((name) => b.agent.sendCommand({ command: '/blacklist', text: `create ${name}` })),
      );
      for (const s of sent) expect(s.status).toBe(200);
      await sleep(PBX_DELAY_MS / 3);
      // the jobs are running (waiting for the exchange) when their master dies
      expect(await b.bots[0]!.queue!.queue.getActiveCount()).toBeGreaterThan(0);
      cluster!.kill(queuesMaster!);
      await untilCluster(
        async () => {
          const owner = await cluster!.slotOwner(keySlot('{bull}'));
          return owner !== undefined && owner !== queuesMaster;
        },
        15_000,
        'a replica promoted',
      );

      const answers = await Promise.all(sent.map((s) => waitForAnswer(b.slack, s, 20_000)));
      answers.forEach((answer, i) => {
        expect(blocksText(answer)).toContain(`Blacklist *${names[i]}* creata.`);
      });
      await sleep(1000); // a job run twice would answer again by now
      for (const s of sent) expect(answersOf(b.slack, s)).toHaveLength(1);
      const creates = lifecycle
        .server()
        .requests.filter((r) => r.method === 'POST' && r.path === '/v1/blacklists');
      expect(creates).toHaveLength(COMMANDS);
      for (const name of names) {
        expect((await api<{ data: { name: string } }>(`/v1/blacklists/${name}`)).data.name).toBe(name);
      }
      // the bot still stops cleanly with one node gone
      await b.stop();
    }, 45_000);

    it('SCAN during a failover finds every key, those of the dead master on the replica that took over', async () => {
      const redis = createRedisClient(redisTargetFromUrl(cluster!.url));
      try {
        const prefix = `scan-${Date.now()}`;
        const keys = Array.from({ length: 60 }, (_, i) => `${prefix}:k${i}`);
        for (const key of keys) await redis.set(key, '1');
        await sleep(300); // replicated
        const victim = await cluster!.slotOwner(keySlot('{main}'));
        expect(keys.some((k) => keySlot(k) >= 10923)).toBe(true);
        cluster!.kill(victim!);
        const found = new Set<string>();
        for await (const batch of scanKeys(redis, `${prefix}:*`)) for (const key of batch) found.add(key);
        expect([...found].sort()).toEqual([...keys].sort());
      } finally {
        redis.disconnect();
      }
    }, 30_000);
  },
);
