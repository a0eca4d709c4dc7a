import type { Installation, InstallationQuery, InstallationStore } from '@slack/oauth';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { KeyCipher } from '../accounts/key-cipher.js';
import { UnreadableCiphertext } from '../accounts/key-cipher.js';
import { InstallationSecrets, type RowRef } from './installation-secrets.js';
import { slackInstallations } from './installations.schema.js';
import type { InstallationsDb } from './installations-db.js';

/** The bot token of an installation and its rotation data (`expiresAt` in Unix seconds, as Bolt keeps it). */
export interface BotTokenSet {
  token: string;
  refreshToken?: string | undefined;
  expiresAt?: number | undefined;
}

/** Which installation: a workspace (`teamId`, maybe inside an org) or a whole Enterprise Grid org. */
export interface InstallationKey {
  enterpriseId: string | undefined;
  teamId: string | undefined;
  isEnterpriseInstall: boolean;
}

/** Thrown by {@link PgInstallationStore.fetchInstallation} when the app is not installed there. */
export class InstallationNotFound extends Error {
  override readonly name = 'InstallationNotFound';
}

/** The row key: an org install has no team, a workspace outside any org no enterprise. */
export function rowKey(key: InstallationKey): { enterpriseId: string; teamId: string } {
  return key.isEnterpriseInstall
    ? { enterpriseId: key.enterpriseId ?? '', teamId: '' }
    : { enterpriseId: key.enterpriseId ?? '', teamId: key.teamId ?? '' };
}

type Row = typeof slackInstallations.$inferSelect;

/**
 * Bolt's `InstallationStore` on PostgreSQL or PGlite (Drizzle): `storeInstallation` (a new install replaces the
 * previous one of that workspace or org), `fetchInstallation` (an org install answers for every workspace of the
 * org without an install of its own), `deleteInstallation`; plus what token rotation needs (`updateBotToken`).
 * With an encryption key (`cipher`), tokens are stored encrypted ({@link InstallationSecrets}); a row written in
 * clear is read and written again encrypted; a row no configured key opens is put aside (read as not installed,
 * a warning naming the workspace and key id), so every other workspace is served.
 * @see https://docs.slack.dev/tools/bolt-js/concepts/authenticating-oauth#installation-store
 */
export class PgInstallationStore implements InstallationStore {
  readonly #secrets: InstallationSecrets;
  readonly #logger: Logger | undefined;
  /** Rows already reported unreadable by this process (said once). */
  readonly #reported = new Set<string>();

  constructor(
    private readonly db: InstallationsDb,
    options: { cipher?: KeyCipher | undefined; logger?: Logger | undefined } = {},
  ) {
    this.#secrets = new InstallationSecrets(options.cipher);
    this.#logger = options.logger;
  }

  async storeInstallation<V extends 'v1' | 'v2'>(installation: Installation<V, boolean>): Promise<void> {
    const isEnterpriseInstall = installation.isEnterpriseInstall === true;
    const bot = installation.bot;
    if (!bot?.token) throw new Error('An installation without a bot token cannot be stored');
    const key = rowKey({
      enterpriseId: installation.enterprise?.id,
      teamId: installation.team?.id,
      isEnterpriseInstall,
    });
    const secrets = this.#secrets;
    const values = {
      ...key,
      isEnterpriseInstall,
      botToken: secrets.seal(bot.token, key, 'bot.token'),
      botRefreshToken: bot.refreshToken ? secrets.seal(bot.refreshToken, key, 'bot.refreshToken') : null,
      botTokenExpiresAt: bot.expiresAt ?? null,
      installation: secrets.sealInstallation(installation as Installation, key),
      updatedAt: new Date(),
    };
    await this.db
      .insert(slackInstallations)
      .values(values)
      .onConflictDoUpdate({
        target: [slackInstallations.enterpriseId, slackInstallations.teamId],
        set: { ...values, installedAt: new Date() },
      });
  }

  async fetchInstallation(query: InstallationQuery<boolean>): Promise<Installation<'v1' | 'v2', boolean>> {
    const found = await this.find(query);
    if (!found) throw new InstallationNotFound(`The app is not installed for ${describe(query)}`);
    return found;
  }

  /** Like `fetchInstallation`, `undefined` when not installed. */
  async find(query: InstallationQuery<boolean>): Promise<Installation<'v1' | 'v2', boolean> | undefined> {
    // a workspace asked for without its org (a job that only knows the team) is found by its team alone
    const own = await this.#row(
      !query.isEnterpriseInstall && !query.enterpriseId && query.teamId
        ? eq(slackInstallations.teamId, query.teamId)
        : where(rowKey(query)),
    );
    // a workspace of an org without an install of its own is served by the org's install
    const row =
      own ??
      (!query.isEnterpriseInstall && query.enterpriseId
        ? await this.#row(where({ enterpriseId: query.enterpriseId, teamId: '' }))
        : undefined);
    if (!row) return undefined;
    try {
      return await this.#open(row);
    } catch (error) {
      if (!(error instanceof UnreadableCiphertext)) throw error;
      this.#putAside(row, error);
      return undefined;
    }
  }

  /** The row's installation with its tokens in clear; a row in clear or under an old key is written again. */
  async #open(row: Row): Promise<Installation<'v1' | 'v2', boolean>> {
    const ref: RowRef = { enterpriseId: row.enterpriseId, teamId: row.teamId };
    const secrets = this.#secrets;
    const opened = secrets.openInstallation(row.installation, ref);
    const installation = opened.installation as Installation<'v1' | 'v2', boolean>;
    const token = secrets.open(row.botToken, ref, 'bot.token');
    const refresh =
      row.botRefreshToken === null ? undefined : secrets.open(row.botRefreshToken, ref, 'bot.refreshToken');
    const { bot } = installation;
    if (bot) {
      bot.token = token.value;
      if (refresh) bot.refreshToken = refresh.value;
      else delete bot.refreshToken;
      if (row.botTokenExpiresAt !== null) bot.expiresAt = Number(row.botTokenExpiresAt);
      else delete bot.expiresAt;
    }
    if (opened.stale || token.stale || refresh?.stale) await this.#reseal(row, ref, installation);
    return installation;
  }

  /** Writes a row read in clear (or under an old key) again with the current key, unless it changed since. */
  async #reseal(row: Row, ref: RowRef, installation: Installation): Promise<void> {
    const secrets = this.#secrets;
    const bot = installation.bot;
    await this.db
      .update(slackInstallations)
      .set({
        ...(bot?.token ? { botToken: secrets.seal(bot.token, ref, 'bot.token') } : {}),
        ...(bot?.refreshToken
          ? { botRefreshToken: secrets.seal(bot.refreshToken, ref, 'bot.refreshToken') }
          : {}),
        installation: secrets.sealInstallation(installation, ref),
      })
      .where(and(where(ref), eq(slackInstallations.botToken, row.botToken)));
  }

  /** A row no configured key opens: that workspace is read as not installed, said once (never a token). */
  #putAside(row: Row, error: UnreadableCiphertext): void {
    const where = row.teamId || `org ${row.enterpriseId}`;
    if (this.#reported.has(where)) return;
    this.#reported.add(where);
    this.#logger?.warn(
      { teamId: row.teamId || undefined, enterpriseId: row.enterpriseId || undefined, keyId: error.keyId },
      'a Slack installation is put aside: its tokens were encrypted with a key id no configured key matches (set PBX_KEY_ENCRYPTION_KEY to that key, or list it in PBX_KEY_ENCRYPTION_KEYS_OLD; or install the app again in that workspace)',
    );
  }

  async deleteInstallation(query: InstallationQuery<boolean>): Promise<void> {
    await this.db.delete(slackInstallations).where(where(rowKey(query)));
  }

  /**
   * Saves refreshed bot tokens, only if the installation still holds `previousRefreshToken` (a reinstall or
   * another refresh meanwhile wins). Returns whether it saved.
   */
  async updateBotToken(
    key: InstallationKey,
    previousRefreshToken: string,
    next: BotTokenSet,
  ): Promise<boolean> {
    const ref = rowKey(key);
    const [row] = await this.db.select().from(slackInstallations).where(where(ref)).limit(1);
    if (!row || row.botRefreshToken === null) return false;
    let current: string;
    try {
      current = this.#secrets.open(row.botRefreshToken, ref, 'bot.refreshToken').value;
    } catch (error) {
      if (error instanceof UnreadableCiphertext) return false;
      throw error;
    }
    if (current !== previousRefreshToken) return false;
    const secrets = this.#secrets;
    const saved = await this.db
      .update(slackInstallations)
      .set({
        botToken: secrets.seal(next.token, ref, 'bot.token'),
        botRefreshToken: next.refreshToken ? secrets.seal(next.refreshToken, ref, 'bot.refreshToken') : null,
        botTokenExpiresAt: next.expiresAt ?? null,
        updatedAt: new Date(),
      })
      // the value read: a reinstall or another refresh meanwhile wins
      .where(and(where(ref), eq(slackInstallations.botRefreshToken, row.botRefreshToken)))
      .returning({ teamId: slackInstallations.teamId });
    return saved.length > 0;
  }

  async #row(condition: SQL | undefined) {
    const rows = await this.db.select().from(slackInstallations).where(condition).limit(1);
    return rows[0];
  }
}

function where(key: { enterpriseId: string; teamId: string }): SQL | undefined {
  return and(
    eq(slackInstallations.enterpriseId, key.enterpriseId),
    eq(slackInstallations.teamId, key.teamId),
  );
}

function describe(query: InstallationQuery<boolean>): string {
  return query.isEnterpriseInstall
    ? `the Enterprise org ${query.enterpriseId}`
    : `the workspace ${query.teamId}${query.enterpriseId ? ` (org ${query.enterpriseId})` : ''}`;
}
