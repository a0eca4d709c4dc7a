import { PbxApiError } from '@centralino/client';
import { formatLocalTimestamp, messages } from '@centralino/schemas';
import { cacheArea } from '../../core/redis/keys.js';
import { knownContactFor, knownContactsKey } from '../../pbx/directory/known-contacts.js';
import { ownNumberFor, ownNumbersKey } from '../../pbx/directory/own-numbers.js';
import { comparablePhoneDigits } from '../../slack/views/phone-display.js';
import { blacklistsRead, rememberOfficeNumbers } from '../../work/operations/account-reads.js';
import {
  type OperationContext,
  type OperationResult,
  read,
  write,
} from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { MissedBlock } from './missed-block.schema.js';
import { blockedView, blockWhomView, type CallerWhom, pickListView } from './missed-block.view.js';
import { isDialable } from './missed-record.js';

/** Whom the number is among those the office would not block unasked: only what the bot knows, no request. */
async function whomItIs(ctx: OperationContext, number: string): Promise<CallerWhom | undefined> {
  const { redis, keys } = ctx.services;
  const [contact, own] = await Promise.all([
    knownContactFor(redis, knownContactsKey(keys.prefix, ctx.account.id), number),
    ownNumberFor(redis, ownNumbersKey(keys.prefix, ctx.account.id), number),
  ]);
  return contact || own ? { contact, own } : undefined;
}

/** The account's blacklists to pick from (the same cached read as `/blacklist`; their rules' numbers remembered). */
async function pickList(ctx: OperationContext, op: MissedBlock): Promise<OperationResult> {
  const res = await read(ctx, ...blacklistsRead(ctx));
  const numbers = [...new Set(res.data.flatMap((list) => list.used_by_rules))].map((number) => ({ number }));
  await rememberOfficeNumbers(ctx, numbers, false);
  return shown(
    pickListView(
      op,
      res.data.map((list) => list.name),
      ctx.locale,
    ),
    false,
  );
}

/**
 * The caller is blocked: the notice clicked and every open notice of the same caller (any channel, alone or in
 * a burst's summary) say who blocked it and when, and leave the open ones.
 */
async function markBlocked(ctx: OperationContext, op: MissedBlock): Promise<void> {
  const missed = ctx.services.missed;
  if (!missed) return;
  const accountId = ctx.account.id;
  const caller = comparablePhoneDigits(op.number);
  const open = await missed.notices.openNotices(accountId);
  const same = open.filter((n) => isDialable(n.caller) && comparablePhoneDigits(n.caller) === caller);
  const now = Date.now();
  const by = {
    userId: ctx.userId,
    now,
    wall: formatLocalTimestamp(new Date(now), ctx.account.time_zone),
    list: op.name,
  };
  for (const id of new Set([op.notice, ...same.map((n) => n.id)])) {
    const version = await missed.notices.block(accountId, id, by);
    if (version > 0) await missed.outbox.enqueue(accountId, id, version);
  }
}

const refusedWith = (error: unknown, status: number) =>
  error instanceof PbxApiError && error.status === status;

/**
 * "Blocca numero" on a missed-call notice (`missed.block`), confirmed in its dialog: a caller who is a contact
 * of the directory or one of the office's numbers is asked about first (what the bot knows, no request); then
 * one write puts the number in the blacklist, and once it is there (now, or already) the caller's notices say
 * so. A blacklist that does not exist: the account's to pick from.
 * @see pbx-api-reference.md "Blacklist", endpoints 17 and 21
 */
export async function blockFromNotice(ctx: OperationContext, op: MissedBlock): Promise<OperationResult> {
  if (!op.confirmed) {
    const whom = await whomItIs(ctx, op.number);
    if (whom) return shown(blockWhomView(op, whom, ctx.locale), false);
  }
  try {
    await write(ctx, 'addBlacklistNumber', [cacheArea(ctx.account.id, 'blacklists')], (c) =>
      c.blacklists.addNumber(op.name, { number: op.number, description: 'Slack' }),
    );
  } catch (error) {
    if (refusedWith(error, 404) && (error as PbxApiError).serverMessage === messages.blacklistNotFound)
      return pickList(ctx, op);
    if (!refusedWith(error, 409)) throw error;
    // in the blacklist already (in this or another spelling): blocked all the same
    await markBlocked(ctx, op);
    return { ...shown(blockedView(op, true, ctx.locale), false), refusedWith: 409 };
  }
  await markBlocked(ctx, op);
  return shown(blockedView(op, false, ctx.locale), false);
}
