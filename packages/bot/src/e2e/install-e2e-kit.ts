import { randomUUID } from 'node:crypto';
import { FakeSlack, SlackUserAgent } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { resolveConfig } from '../app/registry/bot-config.js';
import type { ConnectedAccountsSettings } from '../app/runtime/connected-accounts.js';
import { type BotRole, type RunningBot, startBot } from '../app/runtime/start-bot.js';
import { createLogger } from '../core/ops/logger.js';
import type { EgressAllowance } from '../pbx/egress/egress-allowance.js';
import type { InstallationsLocation } from '../tenancy/installations/installations-db.js';
import {
  METRICS_TOKEN,
  type PbxServer,
  REDIS_URL,
  SIGNING_SECRET,
  TEST_PBX_ALLOWANCE,
} from './e2e-harness.js';
import { withTemplate } from './installations-template.js';

export const CLIENT_ID = '1111.2222';
export const CLIENT_SECRET = 'e2e-client-secret';
export const STATE_SECRET = 'e2e-state-secret-0123456789';

/** An app installed in many workspaces, running against the stand-in's OAuth flow. */
export interface InstallableBot {
  slack: FakeSlack;
  bots: RunningBot[];
  /** The first process's base URL (`/slack/install`, `/slack/oauth_redirect`, `/slack/events`). */
  url: string;
  /** A user agent posting to the given process (default the first). */
  agent(process?: number): SlackUserAgent;
  keyPrefix: string;
  logs: string[];
  stop(): Promise<void>;
}

/**
 * Starts the stand-in with an OAuth app (token rotation: tokens last `tokenExpiresInSeconds`) and one or more bot
 * processes with no bot token of their own, sharing Redis, the queue and the installations database.
 */
export async function startInstallableBot(input: {
  server: Pick<PbxServer, 'url'>;
  apiKey: string;
  installations: InstallationsLocation;
  roles?: BotRole[];
  tokenExpiresInSeconds?: number;
  /** The configuration file (default: one account `main` on the server, the default of every workspace). */
  config?: Record<string, unknown>;
  /** Accounts connected from Slack: the encryption of their keys. */
  connectedAccounts?: ConnectedAccountsSettings;
  /** Non-public PBX hosts the bot may reach (default: loopback, `TEST_PBX_ALLOWANCE`). */
  pbxAllowance?: EgressAllowance;
  /** The bots' log level (default `E2E_LOG_LEVEL` or `info`). */
  logLevel?: string;
}): Promise<InstallableBot> {
  const installations = await withTemplate(input.installations);
  const slack = await FakeSlack.start({
    rateLimits: false,
    oauth: {
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      ...(input.tokenExpiresInSeconds ? { tokenExpiresInSeconds: input.tokenExpiresInSeconds } : {}),
    },
  });
  const queueName = `e2e-${randomUUID()}`;
  const keyPrefix = `e2e-${randomUUID()}`;
  const loaded = resolveConfig(
    input.config ?? {
      accounts: [{ id: 'main', base_url: input.server.url, api_key_env: 'PBX_MAIN_KEY' }],
      routing: { default_account: 'main' },
      permissions: { users: ['U0ALICE01'] },
      worker: { concurrency: 10, notify_after_ms: 3000 },
    },
    { PBX_MAIN_KEY: input.apiKey },
    'e2e',
  );
  const logs: string[] = [];
  const logger = createLogger({
    level: input.logLevel ?? process.env.E2E_LOG_LEVEL ?? 'info',
    destination: { write: (line: string) => void logs.push(line) },
  });
  const common = {
    loaded,
    redisUrl: REDIS_URL,
    slack: {
      signingSecret: SIGNING_SECRET,
      apiUrl: slack.apiUrl,
      oauth: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        stateSecret: STATE_SECRET,
        installations,
      },
    },
    logger,
    queueName,
    keyPrefix,
    port: 0,
    pbxAllowance: input.pbxAllowance ?? TEST_PBX_ALLOWANCE,
    metricsToken: METRICS_TOKEN,
    ...(input.connectedAccounts ? { connectedAccounts: input.connectedAccounts } : {}),
  };
  const bots: RunningBot[] = [];
  try {
    for (const role of input.roles ?? ['all']) bots.push(await startBot({ ...common, role }));
  } catch (error) {
    await Promise.all(bots.map((b) => b.stop()));
    await slack.close();
    throw error;
  }
  const url = `http://127.0.0.1:${bots[0]!.port}`;
  slack.oauth.redirectUri = `${url}/slack/oauth_redirect`;
  return {
    slack,
    bots,
    url,
    keyPrefix,
    logs,
    agent: (n = 0) =>
      new SlackUserAgent({
        slack,
        requestUrl: `http://127.0.0.1:${bots[n]!.port}/slack/events`,
        signingSecret: SIGNING_SECRET,
      }),
    async stop() {
      await Promise.all(bots.map((b) => b.stop()));
      const redis = new Redis(REDIS_URL);
      try {
        for (const pattern of [`${keyPrefix}:*`, `bull:${queueName}:*`, `bull:${queueName}-*`]) {
          let cursor = '0';
          do {
            const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
            cursor = next;
            if (keys.length > 0) await redis.unlink(...keys);
          } while (cursor !== '0');
        }
      } finally {
        await redis.quit();
      }
      await slack.close();
    },
  };
}

/** What a browser is left with after a step of the install flow. */
export interface BrowserStep {
  status: number;
  location: string | null;
  body: string;
  /** The state cookie the bot set, if any (`name=value`). */
  cookie: string | undefined;
}

/** One GET as a browser would do it, without following redirects, sending `cookie` if given. */
export async function browse(url: string, cookie?: string): Promise<BrowserStep> {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const set = res.headers.get('set-cookie') ?? undefined;
  return {
    status: res.status,
    location: res.headers.get('location'),
    body: await res.text(),
    cookie: set?.split(';')[0],
  };
}

/**
 * A user installs the app in `team` (or an org admin in `enterprise`): `/slack/install` → Slack's authorize page,
 * where the workspace is picked → back to `/slack/oauth_redirect` with the code, the state and the cookie.
 * Returns the final page and the callback URL (to replay it).
 */
export async function installThroughBrowser(
  bot: InstallableBot,
  where: { team?: string; enterprise?: string },
): Promise<{ page: BrowserStep; callback: string; cookie: string }> {
  const start = await browse(`${bot.url}/slack/install`);
  if (start.status !== 302 || !start.location || !start.cookie)
    throw new Error(`/slack/install answered ${start.status}: ${start.body}`);
  const authorize = new URL(start.location);
  if (where.team) authorize.searchParams.set('team', where.team);
  if (where.enterprise) authorize.searchParams.set('enterprise', where.enterprise);
  const consent = await browse(authorize.href);
  if (consent.status !== 302 || !consent.location)
    throw new Error(`the authorize page answered ${consent.status}: ${consent.body}`);
  const page = await browse(consent.location, start.cookie);
  return { page, callback: consent.location, cookie: start.cookie };
}

/** A Redis connection to the tests' Redis (for scripts outside the package). */
export function openTestRedis(): Redis {
  return new Redis(REDIS_URL);
}
