import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger as createBotLogger } from '@centralino/bot';
import { createLogger as createServerLogger } from '@centralino/server';
import { FakeSlack, SlackUserAgent } from '@centralino/slack-sandbox';
import { type DemoRedis, findRedis } from '../redis/find-redis.js';
import { type DemoBot, startDemoBot } from './demo-bot.js';
import {
  type DemoLimits,
  demoChannels,
  demoLimits,
  demoSlack,
  realAccountLimits,
} from './demo-bot-config.js';
import { type DemoPbx, startDemoPbx } from './demo-pbx.js';
import { connectDemoWebhooks } from './demo-webhooks.js';

/** How to run the demo. */
export interface DemoOptions {
  /** Port of the PBX API (taken → a free one). Default 8080; 0 picks a free one. */
  port?: number;
  /** Simulated traffic: a seed, `random` (default), or `false`. */
  traffic?: number | 'random' | false;
  /** A real account's default limits (20/min, 1000/day) instead of the demo's (60/min, 5000/day). */
  realLimits?: boolean;
  /** pino level of the log file. Default `info`. */
  logLevel?: string;
  /** The bot's language. Default Italian. */
  locale?: 'it' | 'en';
  env?: NodeJS.ProcessEnv;
}

/** Everything the demo started; `stop()` stops it all in order and removes what it created. */
export interface RunningDemo {
  pbx: DemoPbx;
  bot: DemoBot;
  slack: FakeSlack;
  /** Acts as the console's user in the fake Slack (signed like Slack). */
  agent: SlackUserAgent;
  redis: DemoRedis;
  /** The run's temporary directory: the bot configuration and the log. */
  dir: string;
  logPath: string;
  /** The account's limits, as configured on both sides. */
  limits: DemoLimits;
  /** The bot's language. */
  locale: 'it' | 'en';
  /** Milliseconds from the call to everything ready. */
  startupMs: number;
  /**
   * Stops the bot (running jobs finish), the traffic, the server, the fake Slack, a private Redis, and removes the
   * temporary directory unless `keepFiles` (to read the log after a failure).
   */
  stop(options?: { keepFiles?: boolean }): Promise<void>;
}

/**
 * Starts the whole product locally: the PBX server on embedded PGlite with the demo exchange and its telephone
 * autopilot, the fake Slack Web API, and the bot (`all`) configured for the demo account, on the Redis found by
 * {@link findRedis}; the exchange's booking webhooks are delivered to the bot. Logs go to a file in the run's
 * temporary directory, not to the terminal.
 */
export async function startDemo(options: DemoOptions = {}): Promise<RunningDemo> {
  const started = performance.now();
  const limits = options.realLimits ? realAccountLimits : demoLimits;
  const dir = await mkdtemp(join(tmpdir(), 'centralino-demo-'));
  const logPath = join(dir, 'demo.log');
  const logFile = createWriteStream(logPath, { flags: 'a', mode: 0o600 });
  const level = options.logLevel ?? 'info';
  const serverLogger = createServerLogger({ level, destination: logFile });
  const botLogger = createBotLogger({ level, destination: logFile });
  const undo: (() => Promise<void>)[] = [];
  const unwind = async () => {
    for (const step of undo.reverse()) await step().catch(() => {});
  };
  try {
    const adminToken = options.env?.ADMIN_TOKEN || randomBytes(24).toString('base64url');
    const [redisResult, pbxResult, slackResult] = await Promise.allSettled([
      findRedis(options.env ?? process.env),
      startDemoPbx({
        port: options.port ?? 8080,
        adminToken,
        traffic: options.traffic ?? 'random',
        limits,
        logger: serverLogger,
      }),
      FakeSlack.start({
        channels: [...demoChannels],
      }),
    ]);
    if (redisResult.status === 'fulfilled') undo.push(async () => redisResult.value.private?.stop());
    if (pbxResult.status === 'fulfilled') undo.push(() => pbxResult.value.stop());
    if (slackResult.status === 'fulfilled') undo.push(() => slackResult.value.close());
    for (const result of [redisResult, pbxResult, slackResult])
      if (result.status === 'rejected') throw result.reason;
    const redis = (redisResult as PromiseFulfilledResult<DemoRedis>).value;
    const pbx = (pbxResult as PromiseFulfilledResult<DemoPbx>).value;
    const slack = (slackResult as PromiseFulfilledResult<FakeSlack>).value;
    const bot = await startDemoBot({
      pbxUrl: pbx.url,
      apiKey: pbx.apiKey,
      slack,
      redisUrl: redis.url,
      dir,
      limits,
      ...(options.locale ? { locale: options.locale } : {}),
      logger: botLogger,
    });
    undo.push(() => bot.stop());
    // the exchange's booking webhooks reach the bot (notices in #appuntamenti), connected as the console's user
    await connectDemoWebhooks(pbx, bot, demoSlack.userId);
    const agent = consoleAgent(slack, bot);
    let stopping: Promise<void> | undefined;
    return {
      limits,
      locale: options.locale ?? 'it',
      pbx,
      bot,
      slack,
      agent,
      redis,
      dir,
      logPath,
      startupMs: Math.round(performance.now() - started),
      stop(stopOptions = {}) {
        stopping ??= (async () => {
          await unwind();
          await new Promise<void>((resolve) => logFile.end(() => resolve()));
          if (!stopOptions.keepFiles) await rm(dir, { recursive: true, force: true });
        })();
        return stopping;
      },
    };
  } catch (error) {
    await unwind();
    logFile.end();
    throw error;
  }
}

/** The console's user (Alice, typing in #general), signing requests to the bot as Slack does. */
function consoleAgent(slack: FakeSlack, bot: DemoBot): SlackUserAgent {
  return new SlackUserAgent({
    slack,
    requestUrl: bot.requestUrl,
    signingSecret: bot.signingSecret,
    userId: demoSlack.userId,
    channelId: demoSlack.generalChannel.id,
  });
}
