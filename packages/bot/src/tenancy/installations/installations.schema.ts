import { sql } from 'drizzle-orm';
import { bigint, boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per installation of the app: a workspace (`team_id`, with its `enterprise_id` when it belongs to an
 * Enterprise Grid org) or a whole org (`team_id` empty, `is_enterprise_install`). Installing again replaces the
 * row (the latest installation wins). The bot token and its rotation data are columns, so a refresh updates
 * only them; everything else Bolt gave is kept in `installation` and handed back as it was.
 * @see https://docs.slack.dev/tools/bolt-js/concepts/authenticating-oauth
 */
export const slackInstallations = pgTable(
  'slack_installations',
  {
    enterpriseId: text('enterprise_id').notNull().default(''),
    teamId: text('team_id').notNull().default(''),
    isEnterpriseInstall: boolean('is_enterprise_install').notNull(),
    botToken: text('bot_token').notNull(),
    botRefreshToken: text('bot_refresh_token'),
    /** Unix seconds, as Bolt keeps it. */
    botTokenExpiresAt: bigint('bot_token_expires_at', { mode: 'number' }),
    installation: jsonb('installation').notNull(),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.enterpriseId, t.teamId] })],
);
