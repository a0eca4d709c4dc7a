import type { Installation, InstallationQuery, InstallationStore } from '@slack/oauth';
import { and, eq, type SQL } from 'drizzle-orm';
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

/**
 * Bolt's `InstallationStore` on PostgreSQL or PGlite (Drizzle): `storeInstallation` (a new install replaces the
 * previous one of that workspace or org), `fetchInstallation` (an org install answers for every workspace of the
 * org without an install of its own), `deleteInstallation`; plus what token rotation needs (`updateBotToken`).
 * @see https://docs.slack.dev/tools/bolt-js/concepts/authenticating-oauth#installation-store
 */
export class PgInstallationStore implements InstallationStore {
  constructor(private readonly db: InstallationsDb) {}

  async storeInstallation<V extends 'v1' | 'v2'>(installation: Installation<V, boolean>): Promise<void> {
    const isEnterpriseInstall = installation.isEnterpriseInstall === true;
    const bot = installation.bot;
    if (!bot?.token) throw new Error('An installation without a bot token cannot be stored');
    const key = rowKey({
      enterpriseId: installation.enterprise?.id,
      teamId: installation.team?.id,
      isEnterpriseInstall,
    });
    const values = {
      ...key,
      isEnterpriseInstall,
      botToken: bot.token,
      botRefreshToken: bot.refreshToken ?? null,
      botTokenExpiresAt: bot.expiresAt ?? null,
      installation: installation as unknown,
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
    const installation = structuredClone(row.installation) as Installation<'v1' | 'v2', boolean>;
    const { bot } = installation;
    if (bot) {
      bot.token = row.botToken;
      if (row.botRefreshToken !== null) bot.refreshToken = row.botRefreshToken;
      else delete bot.refreshToken;
      if (row.botTokenExpiresAt !== null) bot.expiresAt = Number(row.botTokenExpiresAt);
      else delete bot.expiresAt;
    }
    return installation;
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
    const saved = await this.db
      .update(slackInstallations)
      .set({
        botToken: next.token,
        botRefreshToken: next.refreshToken ?? null,
        botTokenExpiresAt: next.expiresAt ?? null,
        updatedAt: new Date(),
      })
      .where(and(where(rowKey(key)), eq(slackInstallations.botRefreshToken, previousRefreshToken)))
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
