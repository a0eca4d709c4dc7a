import { z } from 'zod';
import { DEPLOYMENT_PREFIX } from '../runtime/deployment-names.js';

/**
 * Environment of `pnpm bot`. Secrets come only from here (and API keys from the variables the config names).
 * @see ../../config.example.yaml
 */
export const BotEnv = z.object({
  SLACK_SIGNING_SECRET: z
    .string({ error: 'is not set (Slack app → Basic Information → Signing Secret)' })
    .min(1, { error: 'is empty (Slack app → Basic Information → Signing Secret)' }),
  SLACK_BOT_TOKEN: z
    .string({ error: 'is not set (Slack app → OAuth & Permissions → Bot User OAuth Token, xoxb-…)' })
    .regex(/^xoxb-/, { error: 'must be a bot token (xoxb-…)' }),
  SLACK_APP_TOKEN: z
    .string()
    .regex(/^xapp-/, { error: 'must be an app-level token (xapp-…)' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SLACK_API_URL: z.url({ error: 'must be the Web API base URL, e.g. http://127.0.0.1:4000/api/' }).optional(),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BotEnv = z.infer<typeof BotEnv>;

/** `web`, `worker` or `all` (default). */
export const BotRoleArg = z.enum(['web', 'worker', 'all']).default('all');
