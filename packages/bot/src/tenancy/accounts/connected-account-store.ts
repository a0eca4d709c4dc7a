import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { linkOf, linkWorkspace, moveLink } from './connected-account-links.js';
import { pbxAccountChannels, pbxAccounts, pbxAccountWorkspaces } from './connected-accounts.schema.js';
import { ciphertextKeyId, type KeyCipher, UnreadableCiphertext } from './key-cipher.js';

/** A Slack workspace: its team, and its Enterprise Grid org when it belongs to one. */
export interface WorkspaceId {
  teamId: string;
  enterpriseId?: string | undefined;
}

/** What the bot knows of a connected account, without its key. */
export interface ConnectedAccount {
  id: string;
  baseUrl: string;
  exchange: string;
  keyName: string;
  timeZone: string;
  limits: { requestsPerMinute: number; requestsPerDay: number };
  /** Set when the API refused the key on a background read. */
  revokedAt: Date | undefined;
  connectedAt: Date;
}

/** A connected account as one workspace sees it. */
export interface WorkspaceAccount extends ConnectedAccount {
  isDefault: boolean;
  connectedBy: string;
}

/** What connecting stores: the account checked with `GET /v1/account` and its key in clear (encrypted here). */
export interface AccountToConnect {
  /** The id a new row gets (random: `newConnectedAccountId`); a reconnection keeps its row's. */
  id: string;
  baseUrl: string;
  exchange: string;
  keyName: string;
  apiKey: string;
  timeZone: string;
  limits: { requestsPerMinute: number; requestsPerDay: number };
}

type AccountRow = typeof pbxAccounts.$inferSelect;

function accountOf(row: AccountRow): ConnectedAccount {
  return {
    id: row.id,
    baseUrl: row.baseUrl,
    exchange: row.exchange,
    keyName: row.keyName,
    timeZone: row.timeZone,
    limits: { requestsPerMinute: row.requestsPerMinute, requestsPerDay: row.requestsPerDay },
    revokedAt: row.revokedAt ?? undefined,
    connectedAt: row.connectedAt,
  };
}

/**
 * PBX accounts connected from Slack, in the bot's database (PostgreSQL or PGlite, the installations' one): the
 * account (key encrypted with {@link KeyCipher}) and the workspaces using it. Keys are decrypted only by
 * {@link credentials}, which writes a key read with an old encryption key again with the current one.
 */
export class ConnectedAccountStore {
  constructor(
    private readonly db: PgDatabase<PgQueryResultHKT>,
    private readonly cipher: KeyCipher,
  ) {}

  /**
   * Stores the account for the workspace. A reconnection of the workspace's own account (same URL, exchange and
   * key name) replaces its key and clears a revocation; any other connection gets a row of its own under
   * `account.id` (random: `newConnectedAccountId`), so a connection never changes a row another workspace
   * uses, nor replaces its key. A row older versions shared between workspaces is left to the others: the
   * workspace moves to a row of its own (its default flag and channels follow). The workspace's first account
   * becomes its default, and so does one connected while the default's key is refused. Throws `NoEncryptionKey`
   * without an encryption key.
   */
  async connect(
    account: AccountToConnect,
    workspace: WorkspaceId,
    userId: string,
  ): Promise<{ id: string; isDefault: boolean; wasLinked: boolean }> {
    return this.db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: pbxAccounts.id })
        .from(pbxAccountWorkspaces)
        .innerJoin(pbxAccounts, eq(pbxAccounts.id, pbxAccountWorkspaces.accountId))
        .where(
          and(
            eq(pbxAccountWorkspaces.teamId, workspace.teamId),
            eq(pbxAccounts.baseUrl, account.baseUrl),
            eq(pbxAccounts.exchange, account.exchange),
            eq(pbxAccounts.keyName, account.keyName),
          ),
        )
        .limit(1);
      const shared = own
        ? (
            await tx
              .select({ teamId: pbxAccountWorkspaces.teamId })
              .from(pbxAccountWorkspaces)
              .where(
                and(
                  eq(pbxAccountWorkspaces.accountId, own.id),
                  ne(pbxAccountWorkspaces.teamId, workspace.teamId),
                ),
              )
              .limit(1)
          ).length > 0
        : false;
      const id = own && !shared ? own.id : account.id;
      const values = {
        baseUrl: account.baseUrl,
        exchange: account.exchange,
        keyName: account.keyName,
        keyCiphertext: this.cipher.encrypt(account.apiKey, id),
        timeZone: account.timeZone,
        requestsPerMinute: account.limits.requestsPerMinute,
        requestsPerDay: account.limits.requestsPerDay,
        revokedAt: null,
        updatedAt: new Date(),
      };
      // never an upsert: a new id that met an existing row fails here instead of taking it over
      if (id === own?.id) await tx.update(pbxAccounts).set(values).where(eq(pbxAccounts.id, id));
      else await tx.insert(pbxAccounts).values({ id, ...values });
      if (own && shared) return moveLink(tx, workspace.teamId, own.id, id);
      if (own) return { id, ...(await linkOf(tx, workspace.teamId, id)), wasLinked: true };
      const { isDefault } = await linkWorkspace(tx, workspace, id, userId);
      return { id, isDefault, wasLinked: false };
    });
  }

  /** The accounts a workspace connected, its default first, then by connection time. */
  async forWorkspace(teamId: string): Promise<WorkspaceAccount[]> {
    const rows = await this.db
      .select()
      .from(pbxAccountWorkspaces)
      .innerJoin(pbxAccounts, eq(pbxAccounts.id, pbxAccountWorkspaces.accountId))
      .where(eq(pbxAccountWorkspaces.teamId, teamId))
      .orderBy(asc(pbxAccountWorkspaces.connectedAt));
    return rows
      .map((r) => ({
        ...accountOf(r.pbx_accounts),
        isDefault: r.pbx_account_workspaces.isDefault,
        connectedBy: r.pbx_account_workspaces.connectedBy,
      }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  }

  /**
   * Maps a channel of the workspace to one of its connected accounts (`/pbx use <id>`); `false` when the workspace
   * has not connected it.
   */
  async useInChannel(teamId: string, channelId: string, accountId: string, userId: string): Promise<boolean> {
    const [linked] = await this.db
      .select({ accountId: pbxAccountWorkspaces.accountId })
      .from(pbxAccountWorkspaces)
      .where(and(eq(pbxAccountWorkspaces.teamId, teamId), eq(pbxAccountWorkspaces.accountId, accountId)));
    if (!linked) return false;
    const values = { teamId, channelId, accountId, setBy: userId, setAt: new Date() };
    await this.db
      .insert(pbxAccountChannels)
      .values(values)
      .onConflictDoUpdate({ target: [pbxAccountChannels.teamId, pbxAccountChannels.channelId], set: values });
    return true;
  }

  /** The channel goes back to the workspace's default account; `false` when it had no mapping. */
  async clearChannel(teamId: string, channelId: string): Promise<boolean> {
    const removed = await this.db
      .delete(pbxAccountChannels)
      .where(and(eq(pbxAccountChannels.teamId, teamId), eq(pbxAccountChannels.channelId, channelId)))
      .returning();
    return removed.length > 0;
  }

  /** The workspace's channels mapped to an account, channel → account id. */
  async channelsOf(teamId: string): Promise<Map<string, string>> {
    const rows = await this.db.select().from(pbxAccountChannels).where(eq(pbxAccountChannels.teamId, teamId));
    return new Map(rows.map((r) => [r.channelId, r.accountId]));
  }

  /** The workspaces using an account. */
  async workspacesOf(accountId: string): Promise<(WorkspaceId & { connectedBy: string })[]> {
    const rows = await this.db
      .select()
      .from(pbxAccountWorkspaces)
      .where(eq(pbxAccountWorkspaces.accountId, accountId))
      .orderBy(asc(pbxAccountWorkspaces.connectedAt));
    return rows.map((r) => ({
      teamId: r.teamId,
      ...(r.enterpriseId ? { enterpriseId: r.enterpriseId } : {}),
      connectedBy: r.connectedBy,
    }));
  }

  /** The account without its key; `undefined` when nobody connected it. */
  async find(accountId: string): Promise<ConnectedAccount | undefined> {
    const [row] = await this.db.select().from(pbxAccounts).where(eq(pbxAccounts.id, accountId));
    return row ? accountOf(row) : undefined;
  }

  /**
   * The account with its key in clear, for the gateway that calls the API. A key written with an old
   * encryption key is written again with the current one (when there is one). Throws
   * {@link UnreadableCiphertext} when no configured key opens it.
   */
  async credentials(accountId: string): Promise<(ConnectedAccount & { apiKey: string }) | undefined> {
    const [row] = await this.db.select().from(pbxAccounts).where(eq(pbxAccounts.id, accountId));
    if (!row) return undefined;
    const { plaintext, stale } = this.cipher.decrypt(row.keyCiphertext, row.id);
    if (stale && this.cipher.canEncrypt) {
      await this.db
        .update(pbxAccounts)
        .set({ keyCiphertext: this.cipher.encrypt(plaintext, row.id) })
        .where(and(eq(pbxAccounts.id, row.id), eq(pbxAccounts.keyCiphertext, row.keyCiphertext)));
    }
    return { ...accountOf(row), apiKey: plaintext };
  }

  /**
   * Removes the account from the workspace (and its channels); when it was the default, the oldest account left becomes it; when no
   * workspace uses it any more, the account and its key are deleted. `false` when the workspace had not connected it.
   */
  async disconnect(teamId: string, accountId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(pbxAccountWorkspaces)
        .where(and(eq(pbxAccountWorkspaces.teamId, teamId), eq(pbxAccountWorkspaces.accountId, accountId)))
        .returning();
      if (removed.length === 0) return false;
      await tx
        .delete(pbxAccountChannels)
        .where(and(eq(pbxAccountChannels.teamId, teamId), eq(pbxAccountChannels.accountId, accountId)));
      if (removed[0]?.isDefault) {
        const [next] = await tx
          .select()
          .from(pbxAccountWorkspaces)
          .where(eq(pbxAccountWorkspaces.teamId, teamId))
          .orderBy(asc(pbxAccountWorkspaces.connectedAt))
          .limit(1);
        if (next) {
          await tx
            .update(pbxAccountWorkspaces)
            .set({ isDefault: true })
            .where(
              and(
                eq(pbxAccountWorkspaces.teamId, teamId),
                eq(pbxAccountWorkspaces.accountId, next.accountId),
              ),
            );
        }
      }
      const left = await tx
        .select({ teamId: pbxAccountWorkspaces.teamId })
        .from(pbxAccountWorkspaces)
        .where(eq(pbxAccountWorkspaces.accountId, accountId))
        .limit(1);
      if (left.length === 0) await tx.delete(pbxAccounts).where(eq(pbxAccounts.id, accountId));
      return true;
    });
  }

  /** Every connected account's id. */
  async allIds(): Promise<string[]> {
    const rows = await this.db.select({ id: pbxAccounts.id }).from(pbxAccounts).orderBy(asc(pbxAccounts.id));
    return rows.map((r) => r.id);
  }

  /** Records that the API refused the key; `true` only for the first caller (whoever tells the admins). */
  async markRevoked(accountId: string, at = new Date()): Promise<boolean> {
    const rows = await this.db
      .update(pbxAccounts)
      .set({ revokedAt: at })
      .where(and(eq(pbxAccounts.id, accountId), isNull(pbxAccounts.revokedAt)))
      .returning({ id: pbxAccounts.id });
    return rows.length > 0;
  }

  /** Accounts whose key no configured encryption key opens (start-up puts them aside and says which). */
  async unreadable(): Promise<{ id: string; keyId: string }[]> {
    const rows = await this.db
      .select({ id: pbxAccounts.id, keyCiphertext: pbxAccounts.keyCiphertext })
      .from(pbxAccounts);
    const problems: { id: string; keyId: string }[] = [];
    for (const row of rows) {
      try {
        this.cipher.decrypt(row.keyCiphertext, row.id);
      } catch (error) {
        if (!(error instanceof UnreadableCiphertext)) throw error;
        problems.push({ id: row.id, keyId: ciphertextKeyId(row.keyCiphertext) ?? '?' });
      }
    }
    return problems;
  }
}
