import { type BotEnvName, botEnvNames } from './bot-env.schema.js';

/** One line per variable of {@link BotEnvName}: the compiler refuses a variable without its line. */
const describe: Record<BotEnvName, string> = {
  SLACK_SIGNING_SECRET: 'Slack app → Basic Information → Signing Secret (required)',
  SLACK_BOT_TOKEN: 'one workspace: the Bot User OAuth Token (xoxb-…)',
  SLACK_CLIENT_ID: 'an app installed in many workspaces (/slack/install): with the two below',
  SLACK_CLIENT_SECRET: 'Slack app → Basic Information → App Credentials',
  SLACK_STATE_SECRET: 'any random string of 16+ characters: signs the OAuth state',
  INSTALLATIONS_DATABASE_URL:
    'PostgreSQL (postgres://…) of the installations; unset: embedded PGlite in INSTALLATIONS_DATA_DIR, one process only',
  INSTALLATIONS_DATA_DIR:
    'PGlite directory (default .data/installations); a relative path is taken from the directory of CENTRALINO_CONFIG',
  PBX_KEY_ENCRYPTION_KEY:
    'base64 of 32 bytes (openssl rand -base64 32): lets admins connect the exchange from Slack, /pbx connect',
  PBX_KEY_ENCRYPTION_KEYS_OLD: 'former encryption keys, comma separated, still read',
  PBX_ALLOWED_PRIVATE_HOSTS:
    'non-public hosts a PBX may be at: host names, IPs, CIDR ranges, comma separated; default none; NODE_ENV=production refuses *, loopback, 0.0.0.0 and metadata',
  NODE_ENV: 'production refuses settings only fit for the demo and tests',
  SLACK_APP_TOKEN: 'Socket Mode: an app-level token (xapp-…)',
  SLACK_API_URL: 'Slack Web API base URL (default https://slack.com/api/)',
  REDIS_URL: 'default redis://127.0.0.1:6379; a Redis Cluster: redis+cluster://host:port,host:port',
  REDIS_KEY_PREFIX: "keeps this deployment's keys and queues apart on a shared Redis (e.g. staging)",
  PORT: 'HTTP port (default 3000)',
  CENTRALINO_CONFIG: 'path of the bot configuration, YAML (required)',
  STARTUP_WAIT_SECONDS: 'how long start-up waits for Redis and Slack to answer (default 30)',
  METRICS_TOKEN: 'Bearer token of GET /metrics, 16+ characters; unset: /metrics is not served',
  PUBLIC_URL:
    "the bot's public http(s) address: /pbx webhook shows <PUBLIC_URL>/pbx/webhooks/<account> for the exchange's dashboard",
  LOG_LEVEL: 'fatal, error, warn, info (default), debug, trace or silent',
};

/** The `environment:` part of `pnpm bot help`, one line per variable the schema reads. */
export function botEnvHelp(): string {
  const width = Math.max(...botEnvNames.map((name) => name.length));
  return botEnvNames.map((name) => `  ${name.padEnd(width)}  ${describe[name]}`).join('\n');
}
