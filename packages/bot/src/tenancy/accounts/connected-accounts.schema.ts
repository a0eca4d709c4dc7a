import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per PBX account connected from Slack (`/pbx connect`): where its API answers, what `GET /v1/account`
 * said of it, and its API key encrypted (`KeyCipher`, AES-256-GCM). The id is derived from the base URL and what
 * the API said (exchange and key name), so two workspaces connecting the same key share one account and one
 * budget. `revoked_at` is set when the API refused the key (401) on a background read.
 */
export const pbxAccounts = pgTable('pbx_accounts', {
  id: text('id').primaryKey(),
  baseUrl: text('base_url').notNull(),
  /** `context` of `GET /v1/account`: the exchange. */
  exchange: text('exchange').notNull(),
  keyName: text('key_name').notNull(),
  keyCiphertext: text('key_ciphertext').notNull(),
  timeZone: text('time_zone').notNull(),
  requestsPerMinute: integer('requests_per_minute').notNull(),
  requestsPerDay: integer('requests_per_day').notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Which workspace uses which connected account: a workspace (`team_id`, with its org's `enterprise_id`) may
 * connect several; the one marked `is_default` answers its commands unless routing says otherwise.
 */
export const pbxAccountWorkspaces = pgTable(
  'pbx_account_workspaces',
  {
    teamId: text('team_id').notNull(),
    enterpriseId: text('enterprise_id').notNull().default(''),
    accountId: text('account_id')
      .notNull()
      .references(() => pbxAccounts.id, { onDelete: 'cascade' }),
    connectedBy: text('connected_by').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.accountId] }),
    index('pbx_account_workspaces_account').on(t.accountId),
  ],
);

/**
 * A channel of a workspace that uses one of the workspace's connected accounts instead of its default
 * (`/pbx use <id>` in the channel). Goes with the account when the workspace disconnects it.
 */
export const pbxAccountChannels = pgTable(
  'pbx_account_channels',
  {
    teamId: text('team_id').notNull(),
    channelId: text('channel_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => pbxAccounts.id, { onDelete: 'cascade' }),
    setBy: text('set_by').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.channelId] })],
);
