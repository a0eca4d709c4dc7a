import { randomBytes, randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  KeyCipher,
  LOOPBACK_ALLOWANCE_TEXT,
  loadConfig,
  parseAllowance,
  type RunningBot,
  startBot,
} from '@centralino/bot';
import type { FakeSlack } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DEMO_API_KEY_ENV, type DemoLimits, demoBotConfigYaml } from './demo-bot-config.js';
import { TEMPLATE_CACHE } from './demo-cache.js';

/** The bot of the demo (role `all`: receiver and workers in this process), talking to the fake Slack. */
export interface DemoBot {
  bot: RunningBot;
  /** Where Slack sends slash commands and clicks: `http://127.0.0.1:PORT/slack/events`. */
  requestUrl: string;
  signingSecret: string;
  configPath: string;
  /** This run's BullMQ queue and Redis key prefix (removed on stop). */
  queueName: string;
  keyPrefix: string;
  /** Stops taking work, lets running jobs finish, then removes this run's keys from Redis. */
  stop(): Promise<void>;
}

export interface DemoBotOptions {
  pbxUrl: string;
  apiKey: string;
  slack: FakeSlack;
  redisUrl: string;
  /** The generated configuration is written here. */
  dir: string;
  logger: Logger;
  /** The account's limits instead of the demo's own. */
  limits?: DemoLimits;
  /** The bot's language (default Italian). */
  locale?: 'it' | 'en';
  /** Merged into the generated configuration (e.g. alert rules). */
  extraConfig?: Record<string, unknown>;
}

/**
 * Writes the bot configuration to `dir`, reads it back as `pnpm bot` does (the key from the environment variable
 * it names, here given only to this process) and starts the bot on a fresh BullMQ queue and key prefix, so the
 * demo never mixes with other users of the same Redis.
 */
export async function startDemoBot(options: DemoBotOptions): Promise<DemoBot> {
  const configPath = join(options.dir, 'bot.yaml');
  await writeFile(
    configPath,
    demoBotConfigYaml({
      baseUrl: options.pbxUrl,
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.extraConfig ? { extra: options.extraConfig } : {}),
    }),
    { mode: 0o600 },
  );
  const loaded = await loadConfig(configPath, { ...process.env, [DEMO_API_KEY_ENV]: options.apiKey });
  const run = randomUUID().slice(0, 8);
  const queueName = `centralino-demo-${run}`;
  const keyPrefix = `centralino-demo-${run}`;
  const signingSecret = randomUUID();
  const bot = await startBot({
    role: 'all',
    loaded,
    redisUrl: options.redisUrl,
    slack: { signingSecret, botToken: options.slack.botToken, apiUrl: options.slack.apiUrl },
    port: 0,
    logger: options.logger,
    queueName,
    keyPrefix,
    // the demo's sandbox exchange listens on this machine (production allows no private address by default)
    pbxAllowance: parseAllowance(LOOPBACK_ALLOWANCE_TEXT),
    // `/pbx connect` in the console: a key of this run only (in memory, never printed), accounts kept in memory
    connectedAccounts: {
      cipher: new KeyCipher({ current: randomBytes(32) }),
      // an empty migrated database kept beside the server's template: ~1 s to open instead of 4
      database: { memory: true, templateCache: TEMPLATE_CACHE },
    },
  });
  return {
    bot,
    requestUrl: `http://127.0.0.1:${bot.port}/slack/events`,
    signingSecret,
    configPath,
    queueName,
    keyPrefix,
    async stop() {
      await bot.stop();
      await deleteKeys(options.redisUrl, [`${keyPrefix}:*`, `bull:${queueName}*`]).catch((err: unknown) =>
        options.logger.warn({ err: String(err) }, 'removing the demo keys from Redis failed'),
      );
    },
  };
}

async function deleteKeys(redisUrl: string, patterns: readonly string[]): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    for (const pattern of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.unlink(...keys);
      } while (cursor !== '0');
    }
  } finally {
    await redis.quit().catch(() => redis.disconnect());
  }
}
