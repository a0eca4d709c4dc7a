import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Logger } from 'pino';
import { ConfigError } from '../../core/config/config-error.js';
import { createLogger } from '../../core/ops/logger.js';
import { InvalidEncryptionKey, KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import {
  InstallationsDbError,
  InstallsConfigError,
} from '../../tenancy/installations/installations-errors.js';
import type { loadConfig } from '../registry/bot-config.js';
import { deploymentNames } from '../runtime/deployment-names.js';
import type { RunningBot, SlackSettings } from '../runtime/start-bot.js';
import { botEnvHelp } from './bot-env.help.js';
import { BotEnv, BotRoleArg, withoutBlanks } from './bot-env.schema.js';
import { preflight, StartupError } from './preflight.js';

const usage = `usage: pnpm bot [web|worker|all]

  web     receives Slack requests (POST /slack/events): parses, acks, enqueues
  worker  runs the jobs (PBX API calls under the per-account budget)
  all     both in one process (default)

environment (an empty variable counts as unset):
${botEnvHelp()}`;

/** Ends the process with `message` on stderr. */
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
  // `NAME=` or a blank value counts as unset, for the settings and the API keys the config names alike
  const environment = withoutBlanks(process.env) as NodeJS.ProcessEnv;
  const e = parseEnv(environment);
  const logger = deploymentLogger(e);
  // `pnpm bot` runs in packages/bot: a relative path is meant from where the user typed the command
  const configPath = resolve(environment.INIT_CWD ?? process.cwd(), e.CENTRALINO_CONFIG);
  // PGlite's directory: beside the configuration, wherever the command was typed
  const dataDir = installationsDir(configPath, e.INSTALLATIONS_DATA_DIR);
  const loaded = await loadConfigOrFail(configPath, environment);
  await preflightOrFail(e);
  const oauth = slackOAuth(e, dataDir);
  const connectedAccounts = connectedAccountsOf(e, oauth !== undefined, dataDir);
  const pglite = oauth?.installations ?? connectedAccounts.database;
  if (pglite && 'dataDir' in pglite)
    logger.info({ dir: pglite.dataDir }, `installations kept in ${pglite.dataDir}`);
  // loaded once the settings and the file are known good: a refused setting is said without loading the bot
  const { startBot } = await import('../runtime/start-bot.js');
  const bot: RunningBot = await startBot({
    role: role.data,
    loaded,
    redisUrl: e.REDIS_URL,
    slack: {
      signingSecret: e.SLACK_SIGNING_SECRET,
      botToken: e.SLACK_BOT_TOKEN,
      oauth,
      appToken: e.SLACK_APP_TOKEN,
      apiUrl: e.SLACK_API_URL,
    },
    port: e.PORT,
    metricsToken: e.METRICS_TOKEN,
    publicUrl: e.PUBLIC_URL,
    connectedAccounts,
    pbxAllowance: e.PBX_ALLOWED_PRIVATE_HOSTS,
    logger,
    ...deploymentNames(e.REDIS_KEY_PREFIX),
  }).catch((error: unknown) => {
    if (error instanceof InstallsConfigError || error instanceof InstallationsDbError) fail(error.message, 1);
    throw error;
  });
  stopOnSignals(bot, logger);
}

/** The settings from the environment; a wrong one ends the process, naming every variable at fault. */
function parseEnv(environment: NodeJS.ProcessEnv): BotEnv {
  const env = BotEnv.safeParse(environment);
  if (!env.success) {
    fail(env.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('\n       '));
  }
  return env.data;
}

/** The process's logger at the configured level. */
function deploymentLogger(e: BotEnv): Logger {
  // the deployment's own secrets are removed from every log line wherever they appear
  return createLogger({
    level: e.LOG_LEVEL,
    secrets: [
      e.SLACK_SIGNING_SECRET,
      e.SLACK_CLIENT_SECRET,
      e.SLACK_STATE_SECRET,
      e.SLACK_BOT_TOKEN,
      e.SLACK_APP_TOKEN,
      e.PBX_KEY_ENCRYPTION_KEY,
      ...(e.PBX_KEY_ENCRYPTION_KEYS_OLD ?? '').split(',').map((k) => k.trim()),
      e.METRICS_TOKEN,
    ],
  });
}

/** Loads the configuration file; a wrong one ends the process with its message. */
async function loadConfigOrFail(
  configPath: string,
  environment: NodeJS.ProcessEnv,
): Promise<Awaited<ReturnType<typeof loadConfig>>> {
  try {
    const { loadConfig } = await import('../registry/bot-config.js');
    return await loadConfig(configPath, environment);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/** Waits for Redis and Slack to answer; what stays unreachable past the deadline ends the process. */
async function preflightOrFail(e: BotEnv): Promise<void> {
  try {
    // before anything connects: say in one sentence what cannot be reached, retry calmly, give up at the deadline
    await preflight(
      {
        redisUrl: e.REDIS_URL,
        slackToken: e.SLACK_BOT_TOKEN,
        slackApiUrl: e.SLACK_API_URL,
      },
      {
        waitMs: e.STARTUP_WAIT_SECONDS * 1000,
        say: (line) => process.stderr.write(`warning: ${line}\n`),
      },
    );
  } catch (error) {
    if (error instanceof StartupError) fail(error.message, 1);
    throw error;
  }
}

/** The OAuth settings of an installable app (client id, secret and state secret all given), else `undefined`. */
function slackOAuth(e: BotEnv, dataDir: string): SlackSettings['oauth'] {
  return e.SLACK_CLIENT_ID && e.SLACK_CLIENT_SECRET && e.SLACK_STATE_SECRET
    ? {
        clientId: e.SLACK_CLIENT_ID,
        clientSecret: e.SLACK_CLIENT_SECRET,
        stateSecret: e.SLACK_STATE_SECRET,
        installations: e.INSTALLATIONS_DATABASE_URL ? { url: e.INSTALLATIONS_DATABASE_URL } : { dataDir },
      }
    : undefined;
}

/** The cipher of connected accounts' keys and, for one workspace with keys, where those accounts are kept. */
function connectedAccountsOf(e: BotEnv, installable: boolean, dataDir: string) {
  let cipher: KeyCipher;
  try {
    cipher = KeyCipher.fromEnv(e);
  } catch (error) {
    if (error instanceof InvalidEncryptionKey) fail(error.message);
    throw error;
  }
  const keysGiven = cipher.keyIds.length > 0;
  // one workspace opens a database only to keep accounts connected from Slack (an installable app has one)
  return {
    cipher,
    database:
      !installable && keysGiven
        ? e.INSTALLATIONS_DATABASE_URL
          ? { url: e.INSTALLATIONS_DATABASE_URL }
          : { dataDir }
        : undefined,
  };
}

/** Stops the bot on SIGTERM/SIGINT, finishing running jobs; a second signal exits at once. */
function stopOnSignals(bot: RunningBot, logger: Logger): void {
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

/**
 * The embedded installations' folder: `dir` taken from the configuration file's folder. Installations an earlier
 * version kept under the process's working directory (the old default) stay where they are, so an upgrade does not
 * start with none; the folder in use is logged at start.
 */
function installationsDir(configPath: string, dir: string): string {
  const beside = resolve(dirname(configPath), dir);
  const earlier = resolve(process.cwd(), dir);
  return !existsSync(beside) && existsSync(earlier) ? earlier : beside;
}
