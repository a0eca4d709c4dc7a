import { randomUUID } from 'node:crypto';
import { PbxApiError, type PbxClient } from '@centralino/client';
import { type BlacklistNumber, phoneNumberKey } from '@centralino/schemas';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { cachedOnly } from '../../work/operations/cached-only.js';
import {
  type OperationContext,
  type OperationResult,
  write,
} from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BlacklistOperationOf as Of } from './blacklist.schema.js';
import { blacklistAddedView, blacklistUpdatedView } from './blacklist.view.js';
import { alreadyPresentView, blockWhomView } from './blacklist-ask.view.js';
import { blacklistChanges, detailKey } from './blacklist-name.js';
import { blocksSomeone, whomItBlocks } from './blacklist-whom.js';

type NumberWrite = Of<'blacklist.add'> | Of<'blacklist.block'> | Of<'blacklist.edit'>;

/** The identity the exchange compares numbers by (the text itself for what is no number). */
const identity = (number: string) => phoneNumberKey(number) ?? number;

/** The entry of the blacklist's cached detail that is `number` in any spelling, other than `ownId`. No request. */
async function cachedEntry(
  ctx: OperationContext,
  name: string,
  number: string,
  ownId?: number,
): Promise<BlacklistNumber | undefined> {
  const detail = await cachedOnly(
    ctx,
    detailKey(ctx, name),
    cacheTtlMs.config,
    'getBlacklist',
    (c: PbxClient) => c.blacklists.get(name),
  );
  const key = identity(number);
  return detail?.data.numbers.find((entry) => entry.id !== ownId && identity(entry.number) === key);
}

/** Already there: said plainly, and the audit line says the write was refused as a duplicate. */
function alreadyPresent(
  ctx: OperationContext,
  number: string,
  name: string,
  entry: BlacklistNumber | undefined,
): OperationResult {
  return { ...shown(alreadyPresentView(number, name, entry, ctx.locale), false), refusedWith: 409 };
}

/**
 * What comes before writing a number, from what the bot knows without a request (so the write stays the job's
 * only token): a number the cached detail already holds in any spelling is said to be there; a contact of the
 * directory or one of the office's own numbers, not yet confirmed, is asked about, saying whom. `undefined`:
 * write it.
 */
async function beforeWriting(
  ctx: OperationContext,
  op: NumberWrite,
  name: string,
): Promise<OperationResult | undefined> {
  if (op.number === undefined) return undefined;
  const present = await cachedEntry(ctx, name, op.number, op.type === 'blacklist.edit' ? op.id : undefined);
  if (present) return alreadyPresent(ctx, op.number, name, present);
  if (op.confirmed) return undefined;
  const people = await whomItBlocks(ctx, op.number);
  if (!blocksSomeone(people)) return undefined;
  return shown(blockWhomView(op, name, people, randomUUID(), ctx.locale), false);
}

/** The exchange's 409 on an entry write: the number is already there (in this or another spelling). */
const isDuplicate = (error: unknown) => error instanceof PbxApiError && error.status === 409;

/**
 * `/blacklist add` and "Blocca numero": the number into blacklist `name`, unless it is already there or whom
 * it blocks must be confirmed first (see `beforeWriting`).
 * @see pbx-api-reference.md "Blacklist", endpoint 21
 */
export async function addEntry(
  ctx: OperationContext,
  op: Of<'blacklist.add'> | Of<'blacklist.block'>,
  name: string,
): Promise<OperationResult> {
  const asked = await beforeWriting(ctx, op, name);
  if (asked) return asked;
  const body = {
    number: op.number,
    ...(op.description === undefined ? {} : { description: op.description }),
  };
  try {
    const res = await write(ctx, 'addBlacklistNumber', blacklistChanges(ctx), (c) =>
      c.blacklists.addNumber(name, body),
    );
    return shown(blacklistAddedView(name, res.data, ctx.locale), false);
  } catch (error) {
    if (isDuplicate(error)) return alreadyPresent(ctx, op.number, name, undefined);
    throw error;
  }
}

/**
 * `/blacklist edit`: a new number is checked as an added one is (already there as another entry, whom it
 * blocks); a description alone is written at once.
 * @see pbx-api-reference.md "Blacklist", endpoint 23
 */
export async function editEntry(
  ctx: OperationContext,
  op: Of<'blacklist.edit'>,
  name: string,
): Promise<OperationResult> {
  const asked = await beforeWriting(ctx, op, name);
  if (asked) return asked;
  const body = {
    ...(op.number === undefined ? {} : { number: op.number }),
    ...(op.description === undefined ? {} : { description: op.description }),
  };
  try {
    const res = await write(ctx, 'updateBlacklistNumber', blacklistChanges(ctx), (c) =>
      c.blacklists.updateNumber(name, op.id, body),
    );
    return shown(blacklistUpdatedView(name, res.data, ctx.locale), false);
  } catch (error) {
    if (isDuplicate(error) && op.number !== undefined) return alreadyPresent(ctx, op.number, name, undefined);
    throw error;
  }
}
