import { z } from 'zod';
import { BlacklistName, BlacklistNumberValue, EntryDescription } from '../common/field-rules.schema.js';
import { DateString, MAX_ID, TimeString, Timestamp } from '../common/formats.schema.js';
import { InboundStatus, OutboundDisposition } from '../resources/calls.schema.js';
import { ExtensionStatusValue, OutboundProvider } from '../resources/extension.schema.js';
import { MemberStatus, QueueStrategy } from '../resources/queue.schema.js';

/**
 * The account fixture of the sandbox (`POST /_admin/accounts`): one account with its whole exchange, using the
 * public resources' field names. Ids are assigned when omitted; queue members refer to extensions by
 * `internal_number`.
 */

/** An integer that fits the database's `integer` columns (ids, counters, durations). */
const pgInt = () => z.int().max(MAX_ID);

const timeZone = z
  .string()
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'Fuso orario sconosciuto (usa un identificativo IANA, es. Europe/Rome)' },
  )
  .meta({ example: 'Europe/Rome' });

const FixtureExtension = z.strictObject({
  id: pgInt().min(1).optional(),
  extension: z
    .string()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Default `SIP/<context>-<internal_number>`.' }),
  internal_number: z.string().min(1).max(20),
  description: z.string().max(100).default(''),
  outbound_provider: OutboundProvider.default('PRINCIPALE'),
  status: ExtensionStatusValue.default('ONLINE').meta({ description: 'Initial registration state.' }),
});

const FixtureQueueMember = z.strictObject({
  extension: z.string().min(1).meta({ description: '`internal_number` of a fixture extension.' }),
  penalty: pgInt().min(0).default(0),
  status: MemberStatus.optional().meta({ description: 'Initial device state (default from the extension).' }),
  paused: z.boolean().default(false),
});

const FixtureQueue = z.strictObject({
  queue_name: z.string().min(1).max(80),
  strategy: QueueStrategy.default('ringall'),
  timeout: pgInt().min(0).default(30),
  musiconhold: z.string().default('default'),
  announce: z.string().nullable().default(null),
  maxlen: pgInt().min(0).default(0),
  weight: pgInt().min(0).default(0),
  service_level: pgInt().min(0).default(60).meta({ description: 'Service level threshold, seconds.' }),
  members: z.array(FixtureQueueMember).default([]),
});

const FixtureVoipNumber = z.strictObject({
  number: z.string().min(1).max(25),
  provider: z.string().min(1).max(40),
  provider_label: z.string().optional(),
  registered: z
    .boolean()
    .default(true)
    .meta({ description: 'Ignored for `VIRTUAL` and `SBC` (always true).' }),
  username: z.string().default(''),
  sip_server: z.string().default(''),
  description: z.string().default(''),
  note: z.string().default(''),
});

const FixtureSwitch = z.strictObject({
  id: pgInt().min(1).optional(),
  description: z.string().min(1).max(100),
  activation: z
    .string()
    .regex(/^\*1\d$/)
    .nullable()
    .default(null),
  action: z
    .strictObject({ type: z.string().min(1), target: z.string().nullable().default(null), label: z.string() })
    .default({ type: 'hangup', target: null, label: 'Riaggancia' }),
  status: z.union([z.literal(0), z.literal(1)]).default(0),
});

const FixtureContact = z.strictObject({
  id: pgInt().min(1).optional(),
  number: z.string().min(1).max(25),
  name: z.string().min(1).max(80),
  company: z.string().max(50).nullable().default(null),
  notes: z.string().max(255).nullable().default(null),
});

const FixtureBlacklist = z.strictObject({
  name: BlacklistName,
  numbers: z
    .array(
      z.strictObject({
        number: BlacklistNumberValue,
        description: EntryDescription.nullable().default(null),
      }),
    )
    .default([]),
  used_by_rules: z
    .array(z.string())
    .default([])
    .meta({ description: 'VoIP numbers whose routing rule uses this blacklist.' }),
});

const FixtureInboundCall = z.strictObject({
  direction: z.literal('inbound'),
  calldate: Timestamp,
  caller_number: z.string().min(1),
  caller_id: z.string().default(''),
  destination: z.string().min(1),
  status: InboundStatus,
  total_duration: pgInt().min(0).default(0),
  call_legs: pgInt().min(0).default(1),
  linkedid: z.string().optional(),
  queue: z.string().optional().meta({ description: 'Queue the call entered (feeds queue statistics).' }),
  wait_seconds: pgInt().min(0).optional().meta({ description: 'Wait in the queue.' }),
});

const FixtureOutboundCall = z.strictObject({
  direction: z.literal('outbound'),
  calldate: Timestamp,
  caller_id: z.string().default(''),
  source: z.string().min(1),
  destination: z.string().min(1),
  billsec: pgInt().min(0).default(0),
  disposition: OutboundDisposition,
  uniqueid: z.string().optional(),
  provider: z.string().default(''),
});

const FixtureCalendar = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
});

const FixtureEvent = z.strictObject({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  name: z.string().min(1),
  duration_minutes: pgInt().min(5).max(1440),
  kind: z.enum(['single', 'choice']).default('single'),
  calendars: z.array(z.string()).min(1),
  capacity: pgInt().min(1).default(1),
  min_notice_minutes: pgInt().min(0).default(60),
  horizon_days: pgInt().min(1).default(60),
});

const FixtureOpeningHours = z.strictObject({
  calendar: z.string(),
  weekday: pgInt().min(1).max(7).meta({ description: 'ISO weekday, 1 = Monday.' }),
  start: TimeString,
  end: TimeString,
});

const FixtureHoliday = z.strictObject({ date: DateString, name: z.string().min(1) });

const FixtureBlock = z.strictObject({
  calendar: z.string().nullable().default(null).meta({ description: 'Null blocks every calendar.' }),
  date: DateString,
  start_time: TimeString.default('00:00'),
  end_date: DateString.optional(),
  end_time: TimeString.default('23:59'),
  reason: z.string().default(''),
});

export const AccountFixture = z
  .strictObject({
    context: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, { error: 'context: da 1 a 40 caratteri minuscoli, cifre, _ e -' }),
    key_name: z.string().min(1).max(50).default('default'),
    limits: z
      .strictObject({
        requests_per_minute: pgInt().min(1).max(1_000_000).default(20),
        requests_per_day: pgInt().min(1).max(100_000_000).default(1000),
      })
      .default({ requests_per_minute: 20, requests_per_day: 1000 }),
    timezone: timeZone.default('Europe/Rome'),
    calendar_enabled: z.boolean().default(false),
    max_contacts: pgInt().min(0).default(4000),
    extensions: z.array(FixtureExtension).default([]),
    queues: z.array(FixtureQueue).default([]),
    voip_numbers: z.array(FixtureVoipNumber).default([]),
    switches: z.array(FixtureSwitch).default([]),
    contacts: z.array(FixtureContact).default([]),
    blacklists: z.array(FixtureBlacklist).default([]),
    calls: z.array(z.discriminatedUnion('direction', [FixtureInboundCall, FixtureOutboundCall])).default([]),
    calendars: z.array(FixtureCalendar).default([]),
    events: z.array(FixtureEvent).default([]),
    opening_hours: z.array(FixtureOpeningHours).default([]),
    holidays: z.array(FixtureHoliday).default([]),
    blocks: z.array(FixtureBlock).default([]),
  })
  .meta({ id: 'AccountFixture', description: 'A whole exchange for one sandbox account.' });

export type AccountFixture = z.infer<typeof AccountFixture>;
export type AccountFixtureInput = z.input<typeof AccountFixture>;
