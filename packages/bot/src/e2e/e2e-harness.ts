/*
 * End-to-end harness: the real PBX server (PGlite, in-process, served on a free port over HTTP by
 * @hono/node-server), real Redis, the fake Slack of @centralino/slack-sandbox, and the bot started as in
 * production (Bolt HTTP receiver + BullMQ workers).
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { AccountFixtureInput } from '@centralino/schemas';
import {
  type Clock,
  createApp,
  createEgressPolicy,
  createWebhookSender,
  type DatabaseHandle,
  openDatabase,
  WebhookDispatcher,
} from '@centralino/server';
import {
  type CommandResult,
  FakeSlack,
  type ResponseReply,
  SlackUserAgent,
  type StoredMessage,
} from '@centralino/slack-sandbox';
import { serve } from '@hono/node-server';
import { resolveConfig } from '../app/registry/bot-config.js';
import { type BotRole, type RunningBot, startBot } from '../app/runtime/start-bot.js';
import { createLogger } from '../core/ops/logger.js';
import { createRedisClient } from '../core/redis/redis-client.js';
import { redisTargetFromUrl } from '../core/redis/redis-target.js';
import { unlinkMatching } from '../core/redis/scan-keys.js';
import * as egress from '../pbx/egress/egress-allowance.js';
import { KeyCipher } from '../tenancy/accounts/key-cipher.js';

export const SIGNING_SECRET = 'e2e-signing-secret-0123456789';
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789';
export const ADMIN_TOKEN = 'e2e-admin-token';
export const REDIS_URL = 'redis://127.0.0.1:6379';
/** The sandbox exchange listens on 127.0.0.1: the kits' bots may reach loopback (production may not). */
export const TEST_PBX_ALLOWANCE = egress.parseAllowance(egress.LOOPBACK_ALLOWANCE_TEXT);

/** The workspace's cache of the migrated PGlite template (the server's test databases use the same one). */
const PGLITE_TEMPLATE_CACHE = fileURLToPath(
  new URL('../../../../node_modules/.cache/centralino', import.meta.url),
);

/** One request that reached the PBX server. */
export interface UpstreamRequest {
  method: string;
  path: string;
  status: number;
  /** Server clock when it arrived (ms). */
  at: number;
  /** Real time when it arrived (ms). */
  realAt: number;
  apiKey: string | null;
  /** `Retry-After` of the answer, if any. */
  retryAfter: string | null;
}

/** The PBX server on a free port, with a log of every `/v1` request (except ping). */
export interface PbxServer {
  url: string;
  handle: DatabaseHandle;
  requests: UpstreamRequest[];
  admin<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  createAccount(fixture: Omit<AccountFixtureInput, 'context'>): Promise<{ context: string; apiKey: string }>;
  close(): Promise<void>;
}

/** Starts the server's webhook sender, allowed to deliver to loopback (the bots under test listen there). */
function loopbackWebhooks(handle: DatabaseHandle, clock: Clock): WebhookDispatcher {
  const egress = createEgressPolicy(['127.0.0.1']);
  const logger = createLogger({ level: 'silent' });
  const sender = createWebhookSender(egress);
  return new WebhookDispatcher({ db: handle.db, clock, egress, sender, logger, pollIntervalMs: 200 });
}

/**
 * Starts the server on a new in-memory database. `clock` defaults to the real time; `webhooks`: it delivers
 * the accounts' webhooks (to loopback too).
 */
export async function startPbxServer(
  clock: Clock = { now: () => new Date() },
  options: { webhooks?: boolean } = {},
): Promise<PbxServer> {
  const handle = await openDatabase({ memory: true, templateCache: PGLITE_TEMPLATE_CACHE });
  const webhooks = options.webhooks ? loopbackWebhooks(handle, clock) : undefined;
  const app = createApp({ db: handle.db, clock, adminToken: ADMIN_TOKEN, ...(webhooks ? { webhooks } : {}) });
  webhooks?.start();
  const requests: UpstreamRequest[] = [];
  const server = serve({
    port: 0,
    hostname: '127.0.0.1',
    fetch: async (request: Request) => {
      const at = clock.now().getTime();
      const realAt = Date.now();
      const response = await app.fetch(request);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/v1/') && path !== '/v1/ping') {
        requests.push({
          method: request.method,
          path,
          status: response.status,
          at,
          realAt,
          apiKey: request.headers.get('x-api-key'),
          retryAfter: response.headers.get('retry-after'),
        });
      }
      return response;
    },
  });
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const admin = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    url,
    handle,
    requests,
    admin,
    async createAccount(fixture) {
      const context = `e2e-${randomUUID().slice(0, 8)}`;
      const created = await admin<{ api_key: string }>('POST', '/_admin/accounts', { ...fixture, context });
      return { context, apiKey: created.api_key };
    },
    async close() {
      await webhooks?.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await handle.close();
    },
  };
}

/** An account of the bot's configuration, bound to a server account. */
export interface BotAccount {
  id: string;
  apiKey: string;
  perMinute?: number;
  /** Default 100 000 (with `perMinute`) or the configuration's default. */
  perDay?: number;
  blockBlacklist?: string;
  /** `webhook_secret_env`: the variable (in `BotSetup.env`) holding the account's webhook signing secret. */
  webhookSecretEnv?: string;
  /** Default: the server's URL. */
  baseUrl?: string;
}

/** A running bot with its fake Slack and a user agent acting like Slack. */
export interface BotUnderTest {
  bots: RunningBot[];
  slack: FakeSlack;
  agent: SlackUserAgent;
  queueName: string;
  keyPrefix: string;
  requestUrl: string;
  /** Every log line the bot wrote (JSON text, level info and up). */
  logs: string[];
  /** One more process on the same queue, keys and Slack, added to `bots` (a restart after stopping some). */
  startProcess(role: BotRole): Promise<RunningBot>;
  stop(): Promise<void>;
}

export interface BotSetup {
  server: PbxServer;
  accounts: BotAccount[];
  /** Slack users allowed to change things. Default: the agent's user. */
  writers?: string[];
  /** Extra roles started on top of the first (`all`): e.g. a second `worker`. */
  extraRoles?: BotRole[];
  config?: Record<string, unknown>;
  routing?: Record<string, unknown>;
  /** How the bot reaches the PBX API (default: real HTTP). */
  pbxFetch?: (request: Request) => Promise<Response>;
  /** Non-public PBX hosts the bot may reach (default: loopback, `TEST_PBX_ALLOWANCE`). */
  pbxAllowance?: egress.EgressAllowance;
  /** Where Redis is (default `REDIS_URL`; `redis+cluster://…` for a cluster). */
  redisUrl?: string;
  /** More environment for the configuration (variables it names, e.g. `webhook_secret_env`). */
  env?: Record<string, string>;
  /** An encryption key for secrets entered from Slack (`PBX_KEY_ENCRYPTION_KEY`); none by default. */
  encryptionKey?: Buffer;
  /** `PUBLIC_URL`. */
  publicUrl?: string;
  /** The first process's port (default: a free one). */
  port?: number;
}

/** Starts FakeSlack and the bot (`all`, plus extra processes sharing the queue) on a fresh queue and key prefix. */
export async function startBotUnderTest(setup: BotSetup): Promise<BotUnderTest> {
  const slack = await FakeSlack.start({ rateLimits: false });
  const queueName = `e2e-${randomUUID()}`;
  const keyPrefix = `e2e-${randomUUID()}`;
  const env: Record<string, string> = { ...setup.env };
  const raw = {
    accounts: setup.accounts.map((a) => {
      env[`PBX_${a.id.toUpperCase()}_KEY`] = a.apiKey;
      return {
        id: a.id,
        base_url: a.baseUrl ?? setup.server.url,
        api_key_env: `PBX_${a.id.toUpperCase()}_KEY`,
        ...(a.perMinute || a.perDay
          ? {
              limits: {
                requests_per_minute: a.perMinute ?? 20,
                requests_per_day: a.perDay ?? 100_000,
              },
            }
          : {}),
        ...(a.blockBlacklist ? { block_blacklist: a.blockBlacklist } : {}),
        ...(a.webhookSecretEnv ? { webhook_secret_env: a.webhookSecretEnv } : {}),
      };
    }),
    routing: setup.routing ?? { default_account: setup.accounts[0]?.id },
    permissions: { users: setup.writers ?? ['U0ALICE01'] },
    worker: { concurrency: 20, notify_after_ms: 3000 },
    ...setup.config,
  };
  const loaded = resolveConfig(raw, env, 'e2e');
  const logs: string[] = [];
  const echo = process.env.E2E_LOG_LEVEL !== undefined;
  const logger = createLogger({
    level: process.env.E2E_LOG_LEVEL ?? 'info',
    destination: {
      write: (line: string) => {
        logs.push(line);
        if (echo) process.stderr.write(line);
      },
    },
  });
  const common = {
    loaded,
    redisUrl: setup.redisUrl ?? REDIS_URL,
    slack: { signingSecret: SIGNING_SECRET, botToken: slack.botToken, apiUrl: slack.apiUrl },
    logger,
    queueName,
    keyPrefix,
    metricsToken: METRICS_TOKEN,
    ...(setup.pbxFetch ? { pbxFetch: setup.pbxFetch } : {}),
    pbxAllowance: setup.pbxAllowance ?? TEST_PBX_ALLOWANCE,
    ...(setup.encryptionKey
      ? { connectedAccounts: { cipher: new KeyCipher({ current: setup.encryptionKey }) } }
      : {}),
    ...(setup.publicUrl ? { publicUrl: setup.publicUrl } : {}),
  };
  const bots: RunningBot[] = [await startBot({ ...common, role: 'all', port: setup.port ?? 0 })];
  for (const role of setup.extraRoles ?? []) bots.push(await startBot({ ...common, role, port: 0 }));
  const requestUrl = `http://127.0.0.1:${bots[0]!.port}/slack/events`;
  const agent = new SlackUserAgent({ slack, requestUrl, signingSecret: SIGNING_SECRET });
  return {
    bots,
    slack,
    agent,
    queueName,
    keyPrefix,
    requestUrl,
    logs,
    startProcess: async (role) =>
      bots[bots.push(await startBot({ ...common, role, port: 0 })) - 1] as RunningBot,
    async stop() {
      const queue = bots[0]?.queue?.queue;
      await Promise.all(bots.map((b) => b.stop()));
      const redis = createRedisClient(redisTargetFromUrl(setup.redisUrl ?? REDIS_URL));
      try {
        // BullMQ's keys: `bull:` on one server, `{bull}:` on a cluster
        for (const pattern of [`${keyPrefix}:*`, ...['bull', '{bull}'].map((b) => `${b}:${queueName}*`)]) {
          await unlinkMatching(redis, pattern);
        }
      } finally {
        await redis.quit();
      }
      void queue;
      await slack.close();
    },
  };
}

/** Resolves after `ms` real milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Top-level bot messages of a channel still shown (alert cards), without thread replies. */
export function cardsOf(bot: BotUnderTest, channel: string): StoredMessage[] {
  return bot.slack.messages.messages(channel).filter((m) => m.threadTs === undefined && !m.deleted);
}

/** Notices the bot sends before the answer (ack "Richiesta ricevuta", place in line, "in esecuzione"). */
export function isNotice(reply: ResponseReply): boolean {
  const text = String(reply.payload.text ?? '');
  return /^:hourglass_flowing_sand:|^:arrow_forward:/.test(text);
}

/** Replies through a command's response_url that are not notices (the answers). */
export function answersOf(slack: FakeSlack, sent: Pick<CommandResult, 'responseUrl'>): ResponseReply[] {
  return slack.responseReplies(sent.responseUrl.id).filter((r) => r.via === 'response_url' && !isNotice(r));
}

/** Waits until the command's response_url carried its answer; returns it. */
export async function waitForAnswer(
  slack: FakeSlack,
  sent: Pick<CommandResult, 'responseUrl'>,
  timeoutMs = 10_000,
): Promise<ResponseReply> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [answer] = answersOf(slack, sent);
    if (answer) return answer;
    if (Date.now() > deadline) {
      const seen = slack.responseReplies(sent.responseUrl.id).map((r) => r.payload.text);
      throw new Error(`no answer within ${timeoutMs} ms; replies: ${JSON.stringify(seen)}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Text of a reply as a user would read it (top-level text). */
export function textOf(reply: ResponseReply): string {
  return String(reply.payload.text ?? '');
}

/** All the text of a reply's blocks (sections, fields, headers, contexts). */
export function blocksText(reply: ResponseReply | { blocks?: unknown }): string {
  const blocks = ('payload' in reply ? reply.payload.blocks : reply.blocks) ?? [];
  const out: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (typeof record.text === 'string') out.push(record.text);
      for (const value of Object.values(record)) if (typeof value === 'object') visit(value);
    }
  };
  visit(blocks);
  return out.join('\n');
}
