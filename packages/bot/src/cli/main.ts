import { resolve } from 'node:path';
import { InvalidEncryptionKey, KeyCipher } from '../accounts/key-cipher.js';
import { ConfigError } from '../config/config-error.js';
import { InstallationsDbError, InstallsConfigError } from '../installations/installations-errors.js';
import { createLogger } from '../ops/logger.js';
import { loadConfig } from '../registry/bot-config.js';
import { deploymentNames } from '../runtime/deployment-names.js';
import { type RunningBot, startBot } from '../runtime/start-bot.js';
import { BotEnv, BotRoleArg } from './bot-env.schema.js';
import { preflight, StartupError } from './preflight.js';

const usage = `usage: pnpm bot [web|worker|all]

  web     receives Slack requests (POST /slack/events): parses, acks, enqueues
  worker  runs the jobs (PBX API calls under the per-account budget)
  all     both in one process (default)

environment: SLACK_SIGNING_SECRET, SLACK_BOT_TOKEN (one workspace), SLACK_APP_TOKEN (Socket Mode), SLACK_API_URL,
             or, for an app installed in many workspaces (/slack/install): SLACK_CLIENT_ID, SLACK_CLIENT_SECRET,
             SLACK_STATE_SECRET, INSTALLATIONS_DATABASE_URL (PostgreSQL; default embedded PGlite in
             INSTALLATIONS_DATA_DIR, .data/installations, one process only),
             REDIS_URL (default redis://127.0.0.1:6379; a Redis Cluster: redis+cluster://host:port,host:port), PORT (default 3000), CENTRALINO_CONFIG, LOG_LEVEL,
             STARTUP_WAIT_SECONDS (default 30: how long start-up waits for Redis and Slack to answer),
             PBX_KEY_ENCRYPTION_KEY (base64 of 32 bytes: lets admins connect the exchange from Slack, /pbx connect;
             one workspace keeps those accounts in INSTALLATIONS_DATABASE_URL or INSTALLATIONS_DATA_DIR),
             PBX_KEY_ENCRYPTION_KEYS_OLD (former keys, comma separated, still read)`;

function fail(message: string, code = 2): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(code);
}

/** `pnpm bot [web|worker|all]`: loads env and config, starts the bot, stops gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const arg = process.argv[2];
  if (arg === 'help' || arg === '--help' || arg === '-h') {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const role = BotRoleArg.safeParse(arg);
  if (!role.success) fail(`unknown role "${arg}"\n\n${usage}`);
  const env = BotEnv.safeParse(process.env);
  if (!env.success) {
    fail(env.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('\n       '));
  }
  const logger = createLogger({ level: env.data.LOG_LEVEL });
  let loaded: Awaited<ReturnType<typeof loadConfig>>;
  try {
    // `pnpm bot` runs in packages/bot: a relative path is meant from where the user typed the command
    loaded = await loadConfig(resolve(process.env.INIT_CWD ?? process.cwd(), env.data.CENTRALINO_CONFIG));
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  try {
    // before anything connects: say in one sentence what cannot be reached, retry calmly, give up at the deadline
    await preflight(
      {
        redisUrl: env.data.REDIS_URL,
        slackToken: env.data.SLACK_BOT_TOKEN,
        slackApiUrl: env.data.SLACK_API_URL,
      },
      {
        waitMs: env.data.STARTUP_WAIT_SECONDS * 1000,
        say: (line) => process.stderr.write(`warning: ${line}\n`),
      },
    );
  } catch (error) {
    if (error instanceof StartupError) fail(error.message, 1);
    throw error;
  }
  const e = env.data;
  const oauth =
    e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET && e.SLACK_STATE_SECRET
      ? {
          clientId: e.SLACK_CLIENT_ID,
          clientSecret: e.SLACK_CLIENT_SECRET,
          stateSecret: e.SLACK_STATE_SECRET,
          installations: e.INSTALLATIONS_DATABASE_URL
            ? { url: e.INSTALLATIONS_DATABASE_URL }
            : { dataDir: resolve(process.cwd(), e.INSTALLATIONS_DATA_DIR) },
        }
      : undefined;
  let cipher: KeyCipher;
  try {
    cipher = KeyCipher.fromEnv(e);
  } catch (error) {
    if (error instanceof InvalidEncryptionKey) fail(error.message);
    throw error;
  }
  const keysGiven = cipher.keyIds.length > 0;
  // one workspace opens a database only to keep accounts connected from Slack (an installable app has one)
  const connectedAccounts = {
    cipher,
    database:
      !oauth && keysGiven
        ? e.INSTALLATIONS_DATABASE_URL
          ? { url: e.INSTALLATIONS_DATABASE_URL }
          : { dataDir: resolve(process.cwd(), e.INSTALLATIONS_DATA_DIR) }
        : undefined,
  };
  const bot: RunningBot = await startBot({
    role: role.data,
    loaded,
    redisUrl: env.data.REDIS_URL,
    slack: {
      signingSecret: env.data.SLACK_SIGNING_SECRET,
      botToken: env.data.SLACK_BOT_TOKEN,
      oauth,
      appToken: env.data.SLACK_APP_TOKEN,
      apiUrl: env.data.SLACK_API_URL,
    },
    port: env.data.PORT,
    connectedAccounts,
    logger,
    ...deploymentNames(env.data.REDIS_KEY_PREFIX),
  }).catch((error: unknown) => {
    if (error instanceof InstallsConfigError || error instanceof InstallationsDbError) fail(error.message, 1);
    throw error;
  });
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing running jobs');
    // jobs still running after 30 s are left to BullMQ's stalled-job recovery
    setTimeout(() => process.exit(1), 30_000).unref();
    bot.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

await main();
