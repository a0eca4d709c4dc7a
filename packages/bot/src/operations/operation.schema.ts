import {
  BlacklistName,
  BlacklistNumberValue,
  ContactCompany,
  ContactName,
  ContactNotes,
  ContactNumber,
  DateString,
  EntryDescription,
  IdempotencyKey,
  OriginateRequest,
  TimeString,
} from '@centralino/schemas';
import { z } from 'zod';
import { AlertRuleId, AlertRuleSpec, alertLimits } from '../features/alerts/alert-rule.schema.js';

const Page = z.int().min(1).max(100_000).default(1);
const Id = z.int().min(1).max(2_147_483_647);
const Slug = z.string().min(1).max(60);
const QueueName = z.string().min(1).max(100);
const ExtensionRef = z.string().min(1).max(80);

/**
 * Everything a job can ask the PBX, as data: the listener builds one from a command, a button or a modal, the
 * worker runs it. Field rules are the API's own (`@centralino/schemas`), so what passes here passes there.
 */
export const Operation = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('queue.list'), page: Page }),
  z.strictObject({ type: z.literal('queue.detail'), name: QueueName }),
  z.strictObject({ type: z.literal('queue.live'), name: QueueName.optional(), page: Page }),
  z.strictObject({ type: z.literal('blacklist.list'), page: Page }),
  z.strictObject({ type: z.literal('blacklist.show'), name: BlacklistName, page: Page }),
  z.strictObject({ type: z.literal('blacklist.create'), name: BlacklistName }),
  z.strictObject({
    type: z.literal('blacklist.add'),
    name: BlacklistName,
    number: BlacklistNumberValue,
    description: EntryDescription.optional(),
  }),
  /** "Blocca numero": add to the configured blacklist, or let the user pick one when it does not exist. */
  z.strictObject({
    type: z.literal('blacklist.block'),
    name: BlacklistName,
    number: BlacklistNumberValue,
    description: EntryDescription.optional(),
  }),
  z.strictObject({
    type: z.literal('blacklist.edit'),
    name: BlacklistName,
    id: Id,
    number: BlacklistNumberValue.optional(),
    description: EntryDescription.optional(),
  }),
  z.strictObject({ type: z.literal('blacklist.remove'), name: BlacklistName, id: Id }),
  z.strictObject({
    type: z.literal('calls.list'),
    direction: z.enum(['in', 'out']),
    date: DateString.optional(),
    search: z.string().min(1).max(50).optional(),
    page: Page,
  }),
  z.strictObject({ type: z.literal('ext.status'), number: ExtensionRef.optional(), page: Page }),
  z.strictObject({ type: z.literal('ext.link'), number: ExtensionRef }),
  z.strictObject({ type: z.literal('voip.status'), page: Page }),
  z.strictObject({ type: z.literal('switch.show'), id: Id }),
  z.strictObject({ type: z.literal('contact.show'), id: Id }),
  z.strictObject({
    type: z.literal('contact.set'),
    id: Id,
    changes: z.strictObject({
      number: ContactNumber.optional(),
      name: ContactName.optional(),
      company: ContactCompany.nullable().optional(),
      notes: ContactNotes.nullable().optional(),
    }),
  }),
  z.strictObject({
    type: z.literal('call.originate'),
    extension: OriginateRequest.shape.extension,
    number: OriginateRequest.shape.number,
  }),
  z.strictObject({ type: z.literal('account.show') }),
  /** `/queue alert …`: live queue alerts of the channel the command came from. */
  z.strictObject({ type: z.literal('alert.add'), rule: AlertRuleSpec }),
  z.strictObject({ type: z.literal('alert.list') }),
  z.strictObject({ type: z.literal('alert.remove'), id: AlertRuleId }),
  z.strictObject({
    type: z.literal('alert.pause'),
    minutes: z.int().min(alertLimits.pauseMinutes.min).max(alertLimits.pauseMinutes.max),
  }),
  /** Without `event`: the account's types, to pick one. */
  z.strictObject({ type: z.literal('book.slots'), event: Slug.optional(), date: DateString.optional() }),
  z.strictObject({
    type: z.literal('book.create'),
    event: Slug,
    date: DateString,
    time: TimeString,
    name: z.string().min(1).max(120),
    calendar: Slug.optional(),
    phone: z.string().max(25).optional(),
    notes: z.string().max(500).optional(),
    idempotencyKey: IdempotencyKey,
  }),
  /** Fills the booking modal: appointment types, then times for the chosen type and date. */
  z.strictObject({
    type: z.literal('book.form'),
    viewId: z.string().min(1),
    event: Slug.optional(),
    date: DateString.optional(),
    /** The date picked cannot be used: the form says so and shows no times. */
    dateIssue: z.enum(['invalid', 'past']).optional(),
  }),
]);
export type Operation = z.infer<typeof Operation>;
export type OperationInput = z.input<typeof Operation>;
export type OperationType = Operation['type'];
export type OperationOf<T extends OperationType> = Extract<Operation, { type: T }>;
