import { afterAll, beforeAll, describe, it } from 'vitest';
import { ALERTS, until } from './alert-e2e-kit.js';
import { richAccount } from './e2e-fixture.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { type LocalRedis, redisServerUnavailable, startLocalRedis } from './local-redis-kit.js';
import { MISSED } from './missed-e2e-kit.js';

/*
 * A Redis without persistence restarts: every queued job, every planned run is gone. The rules of the
 * configuration file are still there, so their reads must come back by themselves, without restarting the bot
 * (each worker's watchdog sees Redis came back empty and starts the accounts with rules again).
 */
const unavailable = redisServerUnavailable();
if (unavailable) console.warn(`Redis restart test skipped: ${unavailable} (install Redis to run it)`);
const lifecycle = e2eLifecycle();
let redis: LocalRedis | undefined;

beforeAll(async () => {
  if (!unavailable) redis = await startLocalRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(unavailable !== undefined)('a Redis restarted without its data', () => {
  it('the alerts and the missed-call feed of the file’s rules read again, the bot left running', async () => {
    const account = await lifecycle.server().createAccount(richAccount());
    await lifecycle.startBot({
      accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 100_000 }],
      config: {
        // reads every second or two at any hour (at night the traffic profile would space them further)
        alerts: {
          ...ALERTS,
          max_interval_ms: 2000,
          rules: [{ channel: 'C0ALERTS01', queue: '*', warning: { waiting: 50 } }],
        },
        missed: { ...MISSED, rules: [{ channel: 'C0MISSED01' }] },
      },
      redisUrl: redis!.url,
    });
    const reads = (path: string) =>
      lifecycle.server().requests.filter((r) => r.apiKey === account.apiKey && r.path === path).length;
    const both = () => ({ live: reads('/v1/queue/live'), feed: reads('/v1/calls/in') });
    await until(() => both().live >= 2 && both().feed >= 2, 15_000, 'the first reads');

    await redis!.restartEmpty();
    const after = both();
    await until(
      () => both().live >= after.live + 3 && both().feed >= after.feed + 3,
      45_000,
      'alert and feed reads after the restart',
    );
  }, 80_000);
});
