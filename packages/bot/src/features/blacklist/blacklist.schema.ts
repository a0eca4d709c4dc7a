import { BlacklistName, BlacklistNumberValue, EntryDescription } from '@centralino/schemas';
import { z } from 'zod';
import { Id, Page } from '../../work/operations/operation-fields.js';

export const BlacklistList = z.strictObject({ type: z.literal('blacklist.list'), page: Page });
export const BlacklistShow = z.strictObject({
  type: z.literal('blacklist.show'),
  name: BlacklistName,
  page: Page,
});
export const BlacklistCreate = z.strictObject({ type: z.literal('blacklist.create'), name: BlacklistName });
/**
 * The user was told whom the number is (a contact of the directory, one of the office's own numbers) and
 * confirmed: it is written without asking again.
 */
const Confirmed = z.literal(true).optional();

export const BlacklistAdd = z.strictObject({
  type: z.literal('blacklist.add'),
  name: BlacklistName,
  number: BlacklistNumberValue,
  description: EntryDescription.optional(),
  confirmed: Confirmed,
});
/** "Blocca numero": add to the configured blacklist, or let the user pick one when it does not exist. */
export const BlacklistBlock = z.strictObject({
  type: z.literal('blacklist.block'),
  name: BlacklistName,
  number: BlacklistNumberValue,
  description: EntryDescription.optional(),
  confirmed: Confirmed,
});
export const BlacklistEdit = z.strictObject({
  type: z.literal('blacklist.edit'),
  name: BlacklistName,
  id: Id,
  number: BlacklistNumberValue.optional(),
  description: EntryDescription.optional(),
  confirmed: Confirmed,
});
export const BlacklistRemove = z.strictObject({
  type: z.literal('blacklist.remove'),
  name: BlacklistName,
  id: Id,
});
/**
 * `/blacklist remove <name> <number>`: the entries of the blacklist that are this caller in any spelling (or,
 * for digits alone, the entry with that id), each offered for removal; nothing is removed before a click.
 */
export const BlacklistFind = z.strictObject({
  type: z.literal('blacklist.find'),
  name: BlacklistName,
  number: BlacklistNumberValue,
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
  BlacklistFind,
] as const;
export type BlacklistOperation = z.output<(typeof blacklistOperations)[number]>;
/** A write of one number: what a confirmation of `/blacklist add` or `edit` carries. */
export type EntryWrite = z.output<typeof BlacklistAdd> | z.output<typeof BlacklistEdit>;
/** A write a confirmation's button carries (the number chosen, whom it blocks, the entry to remove). */
export type ConfirmedWrite = EntryWrite | z.output<typeof BlacklistBlock> | z.output<typeof BlacklistRemove>;
/** The writes a confirmation's button may carry, as its value is read back. */
export const confirmableWrites = [BlacklistAdd, BlacklistEdit, BlacklistBlock, BlacklistRemove] as const;
export type BlacklistOperationOf<T extends BlacklistOperation['type']> = Extract<
  BlacklistOperation,
  { type: T }
>;
