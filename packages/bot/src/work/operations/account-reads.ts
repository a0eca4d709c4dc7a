import type { PbxClient } from '@centralino/client';
import { cacheKey } from '../../core/redis/keys.js';
import { ownNumbersKey, rememberOwnNumbers } from '../../pbx/directory/own-numbers.js';
import { cacheTtlMs } from './cache-ttl.js';
import type { OperationContext } from './operation-context.js';

/**
 * Reads of an account that several features and feeds make, each written once as `read` and `cachedOnly` take
 * them (`read(ctx, ...voipStatusRead(ctx))`): the same cache key, lifetime and operation wherever they are made,
 * so one command's read answers the others'.
 */

/** The account's VoIP numbers and their state (live, cached briefly). @see pbx-api-reference.md endpoint 6 */
export const voipStatusRead = (ctx: OperationContext) =>
  [
    cacheKey(ctx.account.id, 'voip', 'status'),
    cacheTtlMs.live,
    'listVoipStatus',
    (c: PbxClient) => c.voip.status(),
  ] as const;

/** The account's calendars (configuration, cached a minute). */
export const calendarsRead = (ctx: OperationContext) =>
  [
    cacheKey(ctx.account.id, 'calendar', 'calendars'),
    cacheTtlMs.config,
    'listCalendars',
    (c: PbxClient) => c.calendar.calendars(),
  ] as const;

/** The account's blacklists (configuration, cached a minute). */
export const blacklistsRead = (ctx: OperationContext) =>
  [
    cacheKey(ctx.account.id, 'blacklists', 'list'),
    cacheTtlMs.config,
    'listBlacklists',
    (c: PbxClient) => c.blacklists.list(),
  ] as const;

/**
 * The office's own numbers seen in a read (its VoIP numbers, the numbers its blacklists' rules serve),
 * remembered so that blocking one of them asks first (see `pbx/directory/own-numbers.ts`). `described`: the
 * read names them (VoIP status), so a name it gives replaces an older one.
 */
export async function rememberOfficeNumbers(
  ctx: OperationContext,
  numbers: readonly { number: string; description?: string }[],
  described: boolean,
): Promise<void> {
  const key = ownNumbersKey(ctx.services.keys.prefix, ctx.account.id);
  await rememberOwnNumbers(ctx.services.redis, key, numbers, { described });
}
