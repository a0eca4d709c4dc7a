import { expect, it } from 'vitest';
import { resolveConfig } from '../../app/registry/bot-config.js';
import { type RunningBot, startBot } from '../../app/runtime/start-bot.js';
import { createLogger } from '../../core/ops/logger.js';
import { ALERTS, addRule, startAlertBot, until } from '../alert-e2e-kit.js';
import { REDIS_URL, SIGNING_SECRET, TEST_PBX_ALLOWANCE } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';

/**
 * Issue 29, item 9: "unknown is not removed". Two processes of one deployment with different configuration (a
 * rolling deploy that adds an account): the process that does not know the account must leave its planned runs
 * alone. Before, the first alert run it took ended the account's plan (a ZREM), and its alerts stopped until the
 * next rescan of a process that knows it.
 */

const lifecycle = e2eLifecycle();

it('a process whose configuration lacks an account runs one of its alert jobs and leaves its plan in place', async () => {
  const { bot } = await startAlertBot(lifecycle);
  await addRule(bot, 'C0ALERTS', 'assistenza waiting>=5');
  const knowing = bot.bots[0]!;
  await until(
    async () => (await knowing.alerts.services.scheduler.runs.plannedAt('main')) !== undefined,
    30_000,
    'the plan of main',
  );
  // the process that knows `main` goes away (a rolling deploy); one configured without it takes the jobs
  await knowing.stop();
  const other: RunningBot = await startBot({
    loaded: resolveConfig(
      {
        accounts: [{ id: 'other', base_url: lifecycle.server().url, api_key_env: 'PBX_OTHER_KEY' }],
        routing: { default_account: 'other' },
        permissions: { users: ['U0ALICE01'] },
        worker: { concurrency: 5, notify_after_ms: 3000 },
        alerts: ALERTS,
      },
      { PBX_OTHER_KEY: 'not-used' },
      'e2e',
    ),
    redisUrl: REDIS_URL,
    slack: { signingSecret: SIGNING_SECRET, botToken: bot.slack.botToken, apiUrl: bot.slack.apiUrl },
    logger: createLogger({ level: 'silent', destination: { write: () => {} } }),
    queueName: bot.queueName,
    keyPrefix: bot.keyPrefix,
    pbxAllowance: TEST_PBX_ALLOWANCE,
    role: 'worker',
    port: 0,
  });
  try {
    const runs = other.alerts.services.scheduler.runs;
    const queue = other.alerts.pollQueue;
    // a run of `main` now: only the process that does not know it is there to take it
    await runs.runNow('main', 'unknown-probe');
    await until(
      async () => (await queue.getJob('alert-poll-now-main-unknown-probe')) === undefined,
      30_000,
      'the probe run taken',
    );
    expect(await runs.plannedAt('main')).toBeDefined();
    expect(await runs.isEnded('main')).toBe(false);
    // the jobs of its plan keep coming to this process and change nothing either
    await new Promise((r) => setTimeout(r, 2500));
    expect(await runs.plannedAt('main')).toBeDefined();
  } finally {
    await other.stop();
  }
}, 120_000);
