import { integer, pgEnum, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';

/** @see ../../../../shared/pbx-api-reference.md#extension-status */
export const extensionStatus = pgEnum('extension_status', [
  'ONLINE',
  'OFFLINE',
  'BUSY',
  'RINGING',
  'CALLING',
  'UNKNOWN',
]);

/**
 * Extensions (interni) with their SIP credentials and simulated registration state.
 * `outbound_provider` is text: the reference lists `PRINCIPALE`, `DISABILITATE`, `SCELTA MANUALE`.
 * The id is numbered per account; sandbox fixtures may choose it.
 * @see ../../../../shared/pbx-api-reference.md#extension-list-item
 */
export const extensions = pgTable(
  'extensions',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    extension: text('extension').notNull(),
    internalNumber: text('internal_number').notNull(),
    description: text('description').notNull().default(''),
    outboundProvider: text('outbound_provider').notNull().default('PRINCIPALE'),
    sipUsername: text('sip_username').notNull(),
    sipPassword: text('sip_password').notNull(),
    registrationStatus: extensionStatus('registration_status').notNull().default('OFFLINE'),
  },
  (t) => [
    primaryKey({ name: 'extensions_pkey', columns: [t.accountId, t.id] }),
    unique('extensions_account_extension_unique').on(t.accountId, t.extension),
    unique('extensions_account_internal_number_unique').on(t.accountId, t.internalNumber),
  ],
);
