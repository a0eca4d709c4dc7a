import { boolean, foreignKey, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { extensions } from './extensions.js';

/** @see ../../../../shared/pbx-api-reference.md#queue-configuration */
export const queueStrategy = pgEnum('queue_strategy', [
  'ringall',
  'roundrobin',
  'leastrecent',
  'fewestcalls',
  'random',
]);

/** Device state of a queue member as the telephone server reports it. @see ../../../../shared/pbx-api-reference.md#queue-member-status-live */
export const memberStatus = pgEnum('member_status', [
  'UNKNOWN',
  'AVAILABLE',
  'IN_CALL',
  'BUSY',
  'INVALID',
  'UNAVAILABLE',
  'RINGING',
  'RINGING_IN_USE',
  'ON_HOLD',
]);

/**
 * Call queues as configured on the exchange; live state comes from the telephone server, not from here.
 * @see ../../../../shared/pbx-api-reference.md#queue-configuration
 */
export const queues = pgTable(
  'queues',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    queueName: text('queue_name').notNull(),
    strategy: queueStrategy('strategy').notNull().default('ringall'),
    timeout: integer('timeout').notNull().default(15),
    musiconhold: text('musiconhold').notNull().default('default'),
    announce: text('announce'),
    maxlen: integer('maxlen').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    serviceLevelSeconds: integer('service_level_seconds').notNull().default(60),
  },
  (t) => [unique('queues_account_name_unique').on(t.accountId, t.queueName)],
);

/**
 * Extensions that answer a queue; `penalty` is the operator's priority, `position` the display order.
 * `paused` and `device_status` are the simulated live state (null status: derived from the extension).
 * @see ../../../../shared/pbx-api-reference.md#queue-live-state
 */
export const queueMembers = pgTable(
  'queue_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    queueId: integer('queue_id')
      .notNull()
      .references(() => queues.id, { onDelete: 'cascade' }),
    /** An extension of the same account (extension ids are numbered per account). */
    extensionId: integer('extension_id').notNull(),
    penalty: integer('penalty').notNull().default(0),
    position: integer('position').notNull().default(0),
    paused: boolean('paused').notNull().default(false),
    deviceStatus: memberStatus('device_status'),
  },
  (t) => [
    unique('queue_members_queue_extension_unique').on(t.queueId, t.extensionId),
    foreignKey({
      name: 'queue_members_extension_fk',
      columns: [t.accountId, t.extensionId],
      foreignColumns: [extensions.accountId, extensions.id],
    }).onDelete('cascade'),
    index('queue_members_extension_idx').on(t.accountId, t.extensionId),
  ],
);
