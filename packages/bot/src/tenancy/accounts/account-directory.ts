import { createHash } from 'node:crypto';
import type { SlackOrigin } from '../../core/config/account-routing.js';
import type { AccountConfig, BotConfig } from '../../core/config/bot-config.schema.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import { exchangeBudgetId } from './connected-account-id.js';
import type { ConnectedAccount, ConnectedAccountStore } from './connected-account-store.js';
import { UnreadableCiphertext } from './key-cipher.js';

/** An account the bot can act on: its settings, the gateway that spends its budget, where it comes from. */
export interface DirectoryEntry {
  account: AccountConfig;
  gateway: PbxGateway;
  /** `config`: the configuration file; `slack`: connected from Slack (`/pbx connect`). */
  source: 'config' | 'slack';
  /** A connected account whose key the API refused: background reads stop until it is connected again. */
  revoked: boolean;
  /** Where its budget is counted: its id (the file's), or its exchange's (connected: shared by workspaces). */
  budgetId: string;
}

export interface AccountDirectoryOptions {
  config: BotConfig;
  /** Account id → API key of the configuration's accounts. */
  apiKeys: ReadonlyMap<string, string>;
  /** The accounts connected from Slack; unset when the deployment has none (no database, no key). */
  connected?: ConnectedAccountStore | undefined;
  /** Builds the gateway of an account (one per account and key); `onUnauthorized` is told of a 401. */
  gatewayOf(
    account: AccountConfig,
    apiKey: string,
    onUnauthorized: ((accountId: string) => void) | undefined,
  ): PbxGateway;
  /**
   * A connected account's key was refused (401) for the first time since it was connected: told once across
   * every process (the database records it), to tell the workspace's admins.
   */
  onRevoked?: ((accountId: string) => Promise<void>) | undefined;
  /**
   * A connected account's stored key no configured encryption key opens: the account is put aside (read as
   * unknown), the others are served. Told at each read of it (at most every `ttlMs`).
   */
  onUnreadable?: ((accountId: string, keyId: string) => void) | undefined;
  /** How long a database read is trusted: another process's connection is seen within it. Default 5 s. */
  ttlMs?: number;
  now?: () => number;
}

interface Cached<T> {
  value: T;
  until: number;
  /** What the gateway was built from (the URL and a hash of the key): a change builds a new one. */
  fingerprint?: string;
}

/** What a connected account's settings are, as the rest of the bot reads an account. */
function configOf(account: ConnectedAccount): AccountConfig {
  return {
    id: account.id,
    base_url: account.baseUrl,
    api_key_env: 'CONNECTED_FROM_SLACK',
    time_zone: account.timeZone,
    limits: {
      requests_per_minute: account.limits.requestsPerMinute,
      requests_per_day: account.limits.requestsPerDay,
    },
    block_blacklist: 'bloccati',
  };
}

const MISS_TTL_MS = 1000;

/** How a workspace routes to its connected accounts: its channels' own, then its default. */
interface WorkspaceRouting {
  defaultId: string | undefined;
  channels: ReadonlyMap<string, string>;
}

/**
 * The one place the bot finds a PBX account: the configuration file's, then those connected from Slack (read on
 * demand from the database by id, kept `ttlMs`, so every process sees an account another one connected within
 * that time). Each account has one gateway, rebuilt when its key or URL changes, and one budget (by id).
 */
export class AccountDirectory {
  readonly #o: AccountDirectoryOptions;
  readonly #fromConfig = new Map<string, DirectoryEntry>();
  readonly #connected = new Map<string, Cached<DirectoryEntry | undefined>>();
  readonly #pending = new Map<string, Promise<DirectoryEntry | undefined>>();
  readonly #teams = new Map<string, Cached<WorkspaceRouting>>();
  readonly #ttlMs: number;

  /** How long another process may still see a connected account as it was (its cache). */
  get ttlMs(): number {
    return this.#ttlMs;
  }

  constructor(options: AccountDirectoryOptions) {
    this.#o = options;
    this.#ttlMs = options.ttlMs ?? 5000;
    for (const account of options.config.accounts) {
      const key = options.apiKeys.get(account.id);
      if (key === undefined) continue;
      this.#fromConfig.set(account.id, {
        account,
        gateway: options.gatewayOf(account, key, undefined),
        source: 'config',
        revoked: false,
        budgetId: account.id,
      });
    }
  }

  /** Whether accounts can be connected from Slack in this deployment (a database is open). */
  get connectedStore(): ConnectedAccountStore | undefined {
    return this.#o.connected;
  }

  /** The configuration's accounts (their gateways answer `/healthz`). */
  get configured(): readonly DirectoryEntry[] {
    return [...this.#fromConfig.values()];
  }

  /**
   * An account known now without waiting: the configuration's, or a connected one read recently (the budget's
   * limits of an account a job is using).
   */
  peek(accountId: string): AccountConfig | undefined {
    return (this.#fromConfig.get(accountId) ?? this.#connected.get(accountId)?.value)?.account;
  }

  /**
   * Where the account's budget is counted, as far as known now (see {@link peek}): a connected account's is its
   * exchange's, shared by every workspace that connected it; otherwise its id.
   */
  budgetIdOf(accountId: string): string {
    return (this.#fromConfig.get(accountId) ?? this.#connected.get(accountId)?.value)?.budgetId ?? accountId;
  }

  /** The account, its gateway and where it comes from; `undefined` when no configuration or workspace has it. */
  async entry(accountId: string): Promise<DirectoryEntry | undefined> {
    const fromConfig = this.#fromConfig.get(accountId);
    if (fromConfig) return fromConfig;
    const store = this.#o.connected;
    if (!store) return undefined;
    const cached = this.#connected.get(accountId);
    if (cached && cached.until > this.#now()) return cached.value;
    let pending = this.#pending.get(accountId);
    if (!pending) {
      pending = this.#load(store, accountId, cached).finally(() => this.#pending.delete(accountId));
      this.#pending.set(accountId, pending);
    }
    return pending;
  }

  /** The account's settings (see {@link entry}). */
  async account(accountId: string): Promise<AccountConfig | undefined> {
    return (await this.entry(accountId))?.account;
  }

  /** The account's gateway (see {@link entry}). */
  async gateway(accountId: string): Promise<PbxGateway | undefined> {
    return (await this.entry(accountId))?.gateway;
  }

  /**
   * The account a Slack request acts on: the configuration's channel mapping, then the channel's connected
   * account (`/pbx use`), then the configuration's team mapping, then the workspace's default connected account,
   * then `default_account`, then the configuration's only account.
   */
  async resolve(origin: SlackOrigin): Promise<AccountConfig | undefined> {
    const { routing, accounts } = this.#o.config;
    const fromFile = (id: string | undefined) => (id ? this.#fromConfig.get(id)?.account : undefined);
    const fileChannel = fromFile(origin.channelId ? routing.channels[origin.channelId] : undefined);
    if (fileChannel) return fileChannel;
    const workspace = origin.teamId ? await this.#routingOf(origin.teamId) : undefined;
    const channel = origin.channelId ? workspace?.channels.get(origin.channelId) : undefined;
    const channelAccount = channel ? await this.account(channel) : undefined;
    if (channelAccount) return channelAccount;
    const fileTeam = fromFile(origin.teamId ? routing.teams[origin.teamId] : undefined);
    if (fileTeam) return fileTeam;
    const connected = workspace?.defaultId ? await this.account(workspace.defaultId) : undefined;
    if (connected) return connected;
    return fromFile(routing.default_account ?? (accounts.length === 1 ? accounts[0]?.id : undefined));
  }

  /** Every account: the configuration's and every connected one (the background systems' start-up). */
  async allIds(): Promise<string[]> {
    const ids = [...this.#fromConfig.keys()];
    const store = this.#o.connected;
    if (store) for (const id of await store.allIds()) if (!ids.includes(id)) ids.push(id);
    return ids;
  }

  /** Forgets what was read of an account and of a workspace's default (after a connection, a disconnection). */
  invalidate(input: { accountId?: string; teamId?: string }): void {
    const cached = input.accountId ? this.#connected.get(input.accountId) : undefined;
    // the gateway is kept for a reload with the same key; the entry is read again at the next use
    if (cached) cached.until = 0;
    if (input.teamId) this.#teams.delete(input.teamId);
  }

  /** The API refused a connected account's key: recorded once; background reads stop (`revoked`). */
  async #refused(store: ConnectedAccountStore, accountId: string): Promise<void> {
    try {
      const first = await store.markRevoked(accountId);
      this.invalidate({ accountId });
      if (first) await this.#o.onRevoked?.(accountId);
    } catch {
      // the next 401 tries again
    }
  }

  async #routingOf(teamId: string): Promise<WorkspaceRouting | undefined> {
    const store = this.#o.connected;
    if (!store) return undefined;
    const cached = this.#teams.get(teamId);
    if (cached && cached.until > this.#now()) return cached.value;
    const accounts = await store.forWorkspace(teamId);
    const defaultId = (accounts.find((a) => a.isDefault) ?? accounts[0])?.id;
    const value = {
      defaultId,
      channels: defaultId ? await store.channelsOf(teamId) : new Map<string, string>(),
    };
    this.#teams.set(teamId, { value, until: this.#now() + (defaultId ? this.#ttlMs : MISS_TTL_MS) });
    return value;
  }

  async #load(
    store: ConnectedAccountStore,
    accountId: string,
    previous: Cached<DirectoryEntry | undefined> | undefined,
  ): Promise<DirectoryEntry | undefined> {
    let found: Awaited<ReturnType<ConnectedAccountStore['credentials']>>;
    try {
      found = await store.credentials(accountId);
    } catch (error) {
      if (!(error instanceof UnreadableCiphertext)) throw error;
      // put aside: this account is unknown here until its key can be opened; every other one is served
      this.#o.onUnreadable?.(accountId, error.keyId ?? '?');
      found = undefined;
    }
    let value: DirectoryEntry | undefined;
    let fingerprint: string | undefined;
    if (found) {
      const account = configOf(found);
      fingerprint = createHash('sha256').update(`${found.baseUrl}\n${found.apiKey}`).digest('hex');
      const kept =
        previous?.value && previous.fingerprint === fingerprint ? previous.value.gateway : undefined;
      value = {
        account,
        gateway: kept ?? this.#o.gatewayOf(account, found.apiKey, (id) => void this.#refused(store, id)),
        source: 'slack',
        revoked: found.revokedAt !== undefined,
        budgetId: exchangeBudgetId(found.baseUrl, found.exchange),
      };
    }
    this.#connected.set(accountId, {
      value,
      until: this.#now() + (value ? this.#ttlMs : MISS_TTL_MS),
      ...(fingerprint ? { fingerprint } : {}),
    });
    return value;
  }

  #now(): number {
    return this.#o.now?.() ?? Date.now();
  }
}
