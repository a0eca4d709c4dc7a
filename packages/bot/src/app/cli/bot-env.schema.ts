import { z } from 'zod';
import { redisTargetFromUrl } from '../../core/redis/redis-target.js';
import { unsafeAllowance } from '../../pbx/egress/allowance-safety.js';
import { AllowanceError, parseAllowance } from '../../pbx/egress/egress-allowance.js';
import { InvalidEncryptionKey, KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { DEPLOYMENT_PREFIX } from '../runtime/deployment-names.js';

/**
 * Environment of `pnpm bot`. Secrets come only from here (and API keys from the variables the config names).
 * @see ../../config.example.yaml
 */
const BotEnvFields = z.object({
  SLACK_SIGNING_SECRET: z
    .string({ error: 'is not set (Slack app → Basic Information → Signing Secret)' })
    .min(1, { error: 'is empty (Slack app → Basic Information → Signing Secret)' }),
  /** One workspace: its bot token. Without it, the app is installed through OAuth (the three below). */
  SLACK_BOT_TOKEN: optionalText(z.string().regex(/^xoxb-/, { error: 'must be a bot token (xoxb-…)' })),
  /** An app installed in many workspaces (OAuth v2): Slack app → Basic Information → App Credentials. */
  SLACK_CLIENT_ID: optionalText(z.string()),
  SLACK_CLIENT_SECRET: optionalText(z.string()),
  /** Any long random string: signs the OAuth `state` of `/slack/install`. */
  SLACK_STATE_SECRET: optionalText(z.string().min(16, { error: 'must be at least 16 characters' })),
  /** Where installations are kept (PostgreSQL); unset: embedded PGlite in INSTALLATIONS_DATA_DIR. */
  INSTALLATIONS_DATABASE_URL: optionalText(
    z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' }),
  ),
  /** PGlite data directory of the installations (one process only). Default `.data/installations`. */
  INSTALLATIONS_DATA_DIR: z.string().min(1).default('.data/installations'),
  /**
   * Encrypts the API keys of PBX accounts connected from Slack (`/pbx connect`): 32 random bytes in base64
   * (`openssl rand -base64 32`). Unset: accounts cannot be connected from Slack.
   */
  PBX_KEY_ENCRYPTION_KEY: optionalText(z.string()),
  /** Former encryption keys, comma separated: still read, and replaced by the current one on use. */
  PBX_KEY_ENCRYPTION_KEYS_OLD: optionalText(z.string()),
  /**
   * Non-public hosts a PBX may be at: comma-separated host names, IP addresses and CIDR ranges. Unset: public
   * addresses only. Every workspace's admin can point `/pbx connect` at what it allows.
   */
  PBX_ALLOWED_PRIVATE_HOSTS: optionalText(z.string()).transform((text, ctx) => {
    try {
      return parseAllowance(text);
    } catch (error) {
      if (!(error instanceof AllowanceError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
      return z.NEVER;
    }
  }),
  /** `production` refuses settings that are only fit for the demo and tests. */
  NODE_ENV: optionalText(z.string()),
  SLACK_APP_TOKEN: z
    .string()
    .regex(/^xapp-/, { error: 'must be an app-level token (xapp-…)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SLACK_API_URL: z.url({ error: 'must be the Web API base URL, e.g. http://127.0.0.1:4000/api/' }).optional(),
  /** One server `redis://…` (default), or a Redis Cluster `redis+cluster://host:port,host:port`. */
  REDIS_URL: z
    .string()
    .default('redis://127.0.0.1:6379')
    .superRefine((url, ctx) => {
      try {
        redisTargetFromUrl(url);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `is not a Redis address: ${(error as Error).message.replace(/^REDIS_URL:? ?/, '')} (redis://host:port, or redis+cluster://host:port,host:port for a Redis Cluster)`,
        });
      }
    }),
  /** Keeps this deployment's keys and queues apart from another one's on the same Redis (staging, production). */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(DEPLOYMENT_PREFIX, { error: 'must be 1–40 letters, digits, - or _ (e.g. staging)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PORT: z.coerce.number<string>().int().min(0).max(65_535).default(3000),
  CENTRALINO_CONFIG: z
    .string({
      error: 'is not set: give the path of the bot configuration (see packages/bot/config.example.yaml)',
    })
    .min(1, { error: 'must be the path of the bot configuration (YAML)' }),
  /** How long start-up waits for Redis and Slack to answer before exiting non-zero. */
  STARTUP_WAIT_SECONDS: z.coerce.number<string>().min(0).max(3600).default(30),
  /**
   * Bearer token of `GET /metrics` (and of `/healthz`'s per-account detail): a long random string
   * (`openssl rand -hex 32`). Unset: `/metrics` is not served (404).
   */
  METRICS_TOKEN: optionalText(z.string().min(16, { error: 'must be at least 16 characters' })),
  /**
   * Where the internet reaches the bot (`https://bot.example.com`): `/pbx webhook` shows admins the address to
   * paste into the exchange's dashboard (`<PUBLIC_URL>/pbx/webhooks/<account>`). Unset: the path alone.
   */
  PUBLIC_URL: optionalText(
    z.url({ protocol: /^https?$/, error: 'must be the bot’s public http(s) address' }),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const oauthNames = ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET', 'SLACK_STATE_SECRET'] as const;

/**
 * Environment of `pnpm bot`, with the Slack mode decided: `SLACK_BOT_TOKEN` (one workspace, as always) or the
 * three OAuth settings (an app installed in many workspaces) — all three or none, and not both modes at once.
 */
export const BotEnv = z.preprocess(
  withoutBlanks,
  BotEnvFields.superRefine(crossChecks, { when: () => true }),
);
export type BotEnv = z.infer<typeof BotEnv>;

/** Every variable `pnpm bot` reads from the environment (besides the API keys the config names). */
export const botEnvNames = Object.keys(BotEnvFields.shape) as BotEnvName[];
export type BotEnvName = keyof typeof BotEnvFields.shape;

/** The environment without its empty or blank variables: `NAME=` or `NAME=" "` counts as unset. */
export function withoutBlanks(env: unknown): unknown {
  if (typeof env !== 'object' || env === null) return env;
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
}

/**
 * The checks across settings. They run even when a setting failed (`when`), so that one run names every
 * problem; a field that failed may be missing from `env` here.
 */
function crossChecks(env: z.output<typeof BotEnvFields>, ctx: z.RefinementCtx): void {
  try {
    KeyCipher.fromEnv(env);
  } catch (error) {
    if (!(error instanceof InvalidEncryptionKey)) throw error;
    const name = error.message.split(' ')[0] ?? 'PBX_KEY_ENCRYPTION_KEY';
    ctx.addIssue({ code: 'custom', path: [name], message: error.message.slice(name.length + 1) });
  }
  const given = oauthNames.filter((name) => env[name] !== undefined);
  if (given.length > 0 && given.length < oauthNames.length) {
    const missing = oauthNames.filter((name) => env[name] === undefined);
    ctx.addIssue({
      code: 'custom',
      path: [missing[0]!],
      message: `is not set: installing the app in many workspaces needs ${oauthNames.join(', ')} (missing: ${missing.join(', ')})`,
    });
    return;
  }
  const oauth = given.length === oauthNames.length;
  if (oauth && env.SLACK_BOT_TOKEN !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_BOT_TOKEN'],
      message:
        'is set together with SLACK_CLIENT_ID/SECRET/STATE_SECRET: keep SLACK_BOT_TOKEN for one workspace, or the three OAuth settings for an app installed in many, not both',
    });
  }
  if (!oauth && env.SLACK_BOT_TOKEN === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_BOT_TOKEN'],
      message:
        'is not set (Slack app → OAuth & Permissions → Bot User OAuth Token, xoxb-…); or set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET to install the app in many workspaces',
    });
  }
  const unsafe =
    env.NODE_ENV === 'production' && env.PBX_ALLOWED_PRIVATE_HOSTS
      ? unsafeAllowance(env.PBX_ALLOWED_PRIVATE_HOSTS)
      : undefined;
  if (unsafe) {
    ctx.addIssue({
      code: 'custom',
      path: ['PBX_ALLOWED_PRIVATE_HOSTS'],
      message: `is unsafe with NODE_ENV=production: ${unsafe}, and every workspace's admin could reach it with /pbx connect (list only the exchanges' own hosts or ranges)`,
    });
  }
  if (oauth && env.SLACK_APP_TOKEN !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['SLACK_APP_TOKEN'],
      message: 'is set: an app installed through OAuth receives Slack requests over HTTP (no Socket Mode)',
    });
  }
}

/** An optional setting where an empty value means unset. */
function optionalText<T extends z.ZodType<string>>(schema: T) {
  return schema.optional().or(z.literal('').transform(() => undefined));
}

/** `web`, `worker` or `all` (default). */
export const BotRoleArg = z.enum(['web', 'worker', 'all']).default('all');
