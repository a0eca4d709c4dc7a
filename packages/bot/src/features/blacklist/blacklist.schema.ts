import { BlacklistName, BlacklistNumberValue, EntryDescription } from '@centralino/schemas';
import { z } from 'zod';
import { Id, Page } from '../../operations/operation-fields.js';

export const BlacklistList = z.strictObject({ type: z.literal('blacklist.list'), page: Page });
export const BlacklistShow = z.strictObject({
  type: z.literal('blacklist.show'),
  name: BlacklistName,
  page: Page,
});
export const BlacklistCreate = z.strictObject({ type: z.literal('blacklist.create'), name: BlacklistName });
export const BlacklistAdd = z.strictObject({
  type: z.literal('blacklist.add'),
  name: BlacklistName,
  number: BlacklistNumberValue,
  description: EntryDescription.optional(),
});
/** "Blocca numero": add to the configured blacklist, or let the user pick one when it does not exist. */
export const BlacklistBlock = z.strictObject({
  type: z.literal('blacklist.block'),
  name: BlacklistName,
  number: BlacklistNumberValue,
  description: EntryDescription.optional(),
});
export const BlacklistEdit = z.strictObject({
  type: z.literal('blacklist.edit'),
  name: BlacklistName,
  id: Id,
  number: BlacklistNumberValue.optional(),
  description: EntryDescription.optional(),
});
export const BlacklistRemove = z.strictObject({
  type: z.literal('blacklist.remove'),
  name: BlacklistName,
  id: Id,
});

/** The operations of `/blacklist` and of "Blocca numero". */
export const blacklistOperations = [
  BlacklistList,
  BlacklistShow,
  BlacklistCreate,
  BlacklistAdd,
  BlacklistBlock,
  BlacklistEdit,
  BlacklistRemove,
] as const;
export type BlacklistOperation = z.output<(typeof blacklistOperations)[number]>;
/** A write of one number: what a confirmation of `/blacklist add` or `edit` carries. */
export type EntryWrite = z.output<typeof BlacklistAdd> | z.output<typeof BlacklistEdit>;
export type BlacklistOperationOf<T extends BlacklistOperation['type']> = Extract<
  BlacklistOperation,
  { type: T }
>;
