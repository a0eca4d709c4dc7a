import type { App } from '@slack/bolt';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { LoadedConfig } from '../../core/config/load-config.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { AlertSystem } from '../../feeds/alerts/alert-system.js';
import type { BookingSystem } from '../../feeds/bookings/booking-system.js';
import type { MissedSystem } from '../../feeds/missed/missed-system.js';
import type { EgressAllowance } from '../../pbx/egress/egress-allowance.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { PgInstallationStore } from '../../tenancy/installations/installation-store.js';
import type { CommandQueue } from '../../work/queue/command-queue.js';
import type { BotRole } from './bot-role.js';
import type { ConnectedAccountsSettings } from './connected-accounts.js';
import type { SlackSettings } from './slack-settings.js';

/** What `startBot` is given: the role, the loaded configuration, where Redis and Slack are, the PBX's egress. */
export interface BotOptions {
  role: BotRole;
  loaded: LoadedConfig;
  /** `redis://…` (one server) or `redis+cluster://host:port,…` (a Redis Cluster), see `redisTargetFromUrl`. */
  redisUrl: string;
  slack: SlackSettings;
  /** HTTP port (`/slack/events`, `/healthz`, `/metrics`); 0 picks a free one. */
  port: number;
  logger: Logger;
  /** BullMQ queue name. Default `centralino-commands`. */
  queueName?: string;
  /** Prefix of the bot's own Redis keys (budget, cache, links…). Default `centralino`. */
  keyPrefix?: string;
  /** BullMQ key prefix. Default BullMQ's (`bull`); on a cluster in braces (`{bull}`, see `bullPrefixFor`). */
  bullPrefix?: string | undefined;
  /** PBX accounts connected from Slack (`/pbx connect`): the encryption of their keys, where they are kept. */
  connectedAccounts?: ConnectedAccountsSettings | undefined;
  /** Fetch used to reach the PBX API (tests); the egress checks of URLs and answers still wrap it. */
  pbxFetch?: (request: Request) => Promise<Response>;
  /** `PBX_ALLOWED_PRIVATE_HOSTS`: the non-public hosts a PBX may be at. Default none (production). */
  pbxAllowance?: EgressAllowance | undefined;
  /** `METRICS_TOKEN`: Bearer token of `/metrics` (and of the detailed `/healthz`); unset: `/metrics` is off. */
  metricsToken?: string | undefined;
  /** `PUBLIC_URL`: where the internet reaches this bot (the webhook address `/pbx webhook` shows). */
  publicUrl?: string | undefined;
}

/** A started bot; `stop()` stops taking work, lets running jobs finish, and closes everything. */
export interface RunningBot {
  role: BotRole;
  /** The HTTP port actually listened on. */
  port: number | undefined;
  metrics: BotMetrics;
  queue: CommandQueue | undefined;
  worker: Worker | undefined;
  app: App | undefined;
  /** Live queue alerts of this process (poll and Slack workers in the worker roles). */
  alerts: AlertSystem;
  /** An app installed in many workspaces: where its installations are. */
  installations: PgInstallationStore | undefined;
  /** The PBX accounts this process knows: the file's and those connected from Slack. */
  accounts: AccountDirectory;
  /** The missed-call feed of this process (read and Slack workers in the worker roles). */
  missed: MissedSystem;
  /** The booking notices of this process (the webhook intake; event and Slack workers in the worker roles). */
  bookings: BookingSystem;
  stop(): Promise<void>;
}
