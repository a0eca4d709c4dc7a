import { webApi } from '@slack/bolt';
import { createRedisClient } from '../../core/redis/redis-client.js';
import { redactedRedisUrl, redisProblem } from '../../core/redis/redis-problem.js';
import { redisTargetFromUrl } from '../../core/redis/redis-target.js';

/** The bot cannot serve at all: one sentence saying what, where and what to do. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** How start-up waits: a sentence per failed try, calm retries, and a deadline. */
export interface PreflightOptions {
  /** Start-up gives up after this long without an answer. */
  waitMs: number;
  /** One plain line for the person starting the bot. */
  say: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Waits between tries: 1 s, 2 s, 4 s, 8 s, then every 15 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 15_000);
}

type Attempt = { ok: true } | { ok: false; fatal: boolean; problem: string; advice: string };

async function untilAnswered(
  what: string,
  attempt: () => Promise<Attempt>,
  options: PreflightOptions,
): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const deadline = now() + options.waitMs;
  for (let n = 0; ; n++) {
    const result = await attempt();
    if (result.ok) {
      if (n > 0) options.say(`${what} answers now.`);
      return;
    }
    const left = deadline - now();
    if (result.fatal || left <= 0) {
      const after = result.fatal ? '' : ` (waited ${Math.round(options.waitMs / 1000)} s)`;
      throw new StartupError(`${result.problem}${after}: ${result.advice}.`);
    }
    const wait = Math.min(retryDelayMs(n), left);
    options.say(`${result.problem}: ${result.advice}. Trying again in ${Math.ceil(wait / 1000)} s.`);
    await sleep(wait);
  }
}

async function pingRedis(url: string): Promise<Attempt> {
  const redis = createRedisClient(redisTargetFromUrl(url), {
    lazyConnect: true,
    connectTimeout: 3000,
    failFast: true,
    retryStrategy: () => null,
  });
  // `connect()` rejects with "Connection is closed"; the cause (ECONNREFUSED…) comes as an 'error' event
  let cause: unknown;
  redis.on('error', (error) => {
    cause ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return { ok: true };
  } catch (error) {
    const { problem, fatal } = redisProblem(cause ?? error);
    return {
      ok: false,
      fatal,
      problem: `Redis ${problem} at ${redactedRedisUrl(url)}`,
      advice: fatal ? 'check REDIS_URL' : 'start it, or set REDIS_URL to where it runs',
    };
  } finally {
    redis.disconnect();
  }
}

/** Slack's answers that no retry changes: the token itself is refused. */
const refusedToken = new Set([
  'invalid_auth',
  'not_authed',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'not_allowed_token_type',
]);

async function authTest(token: string, apiUrl: string | undefined): Promise<Attempt> {
  const web = new webApi.WebClient(token, {
    ...(apiUrl ? { slackApiUrl: apiUrl } : {}),
    logLevel: webApi.LogLevel.ERROR,
    retryConfig: { retries: 0 },
    timeout: 5000,
  });
  const where = apiUrl ?? 'https://slack.com/api/';
  try {
    await web.auth.test();
    return { ok: true };
  } catch (error) {
    const e = error as {
      code?: string;
      data?: { error?: string };
      original?: { code?: string; message?: string; cause?: { code?: string } };
    };
    if (e.code === webApi.ErrorCode.PlatformError) {
      const code = e.data?.error ?? 'error';
      return refusedToken.has(code)
        ? {
            ok: false,
            fatal: true,
            problem: `Slack refused SLACK_BOT_TOKEN (${code})`,
            advice:
              'copy the Bot User OAuth Token (xoxb-…) from the Slack app → OAuth & Permissions (reinstall the app if it was revoked)',
          }
        : {
            ok: false,
            fatal: false,
            problem: `Slack answered auth.test with ${code}`,
            advice: 'check the Slack app',
          };
    }
    // fetch says "fetch failed"; what failed is in its cause (ECONNREFUSED, ENOTFOUND…)
    const cause =
      e.original?.cause?.code ??
      e.original?.code ??
      e.original?.message ??
      (error instanceof Error ? error.message : String(error));
    return {
      ok: false,
      fatal: false,
      problem: `Slack is not answering at ${where} (${cause})`,
      advice: 'check the network, or SLACK_API_URL',
    };
  }
}

/**
 * Before the bot starts: Redis answers at `redisUrl` and Slack accepts the bot token, if there is one (`auth.test`). Each failed
 * try says so in one sentence and is retried calmly; a refused token or password, or no answer for `waitMs`,
 * throws a {@link StartupError} (the CLI exits non-zero with its message).
 */
export async function preflight(
  input: { redisUrl: string; slackToken: string | undefined; slackApiUrl: string | undefined },
  options: PreflightOptions,
): Promise<void> {
  await untilAnswered('Redis', () => pingRedis(input.redisUrl), options);
  // an app installed through OAuth has no token of its own: each workspace's is checked when used
  const token = input.slackToken;
  if (token !== undefined) await untilAnswered('Slack', () => authTest(token, input.slackApiUrl), options);
}
