import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { welcomeText } from '../console/welcome.js';
import { startDemo } from './start-demo.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(async () => {
  await redis.quit();
});

async function keys(pattern: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    found.push(...batch);
  } while (cursor !== '0');
  return found;
}

describe('startDemo', () => {
  it('answers a slash command end to end, then stop() leaves nothing behind', async () => {
    const demo = await startDemo({ port: 0, traffic: false });
    let stopped = false;
    try {
      expect(demo.pbx.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${demo.pbx.url}/v1/ping`)).json()).toMatchObject({ status: 'ok' });
      const sent = await demo.agent.sendCommand({ command: '/queue', text: 'live' });
      expect(sent.status).toBe(200);
      const answer = await demo.slack.waitFor(
        (a) =>
          a.type === 'ephemeral_updated' && /Code in tempo reale/.test(JSON.stringify(a.ephemeral.blocks)),
        10_000,
      );
      expect(answer).toBeDefined();
      expect(await keys(`${demo.bot.keyPrefix}:*`)).not.toEqual([]);

      await demo.stop();
      stopped = true;
      expect(await keys(`${demo.bot.keyPrefix}:*`)).toEqual([]);
      expect(await keys(`bull:${demo.bot.queueName}*`)).toEqual([]);
      expect(existsSync(demo.dir)).toBe(false);
      await expect(fetch(`${demo.pbx.url}/v1/ping`)).rejects.toThrow();
    } finally {
      if (!stopped) await demo.stop();
    }
  }, 60_000);

  it("--real-limits: a real account's 20 requests a minute, named in the welcome; a burst of commands queues", async () => {
    const demo = await startDemo({ port: 0, traffic: false, realLimits: true });
    try {
      expect(welcomeText(demo)).toContain('20/min, 1000/day, as a real account');
      // distinct reads (nothing coalesced): more than a minute's budget
      for (let i = 0; i < 24; i++)
        void demo.agent.sendCommand({ command: '/contact', text: String(5000 + i) });
      const queued = await demo.slack.waitFor(
        (a) =>
          a.type === 'ephemeral_updated' &&
          /In attesa del tuo turno: posizione/.test(JSON.stringify(a.ephemeral.blocks)),
        20_000,
      );
      expect(queued).toBeDefined();
    } finally {
      await demo.stop();
    }
  }, 60_000);
});
