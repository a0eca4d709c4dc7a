import { PbxApiError } from '@centralino/client';
import { messages } from '@centralino/schemas';
import { cacheArea, cacheKey } from '../../core/redis/keys.js';
import { blacklistsRead, rememberOfficeNumbers } from '../../work/operations/account-reads.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { cachedOnly } from '../../work/operations/cached-only.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';

/**
 * The numbers whose routing rules use a blacklist are the account's own (its numerazioni): remembered, so that
 * blocking one of them is asked first (see `own-numbers.ts`).
 */
export async function rememberRuleNumbers(
  ctx: OperationContext,
  lists: ReadonlyArray<{ used_by_rules: readonly string[] }>,
): Promise<void> {
  const numbers = [...new Set(lists.flatMap((list) => list.used_by_rules))].map((number) => ({ number }));
  await rememberOfficeNumbers(ctx, numbers, false);
}

/** Writes drop every cached blacklist read of the account. */
export const blacklistChanges = (ctx: OperationContext) => [cacheArea(ctx.account.id, 'blacklists')];

/** The cache key of one blacklist's detail (`/blacklist show`). */
export const detailKey = (ctx: OperationContext, name: string) =>
  cacheKey(ctx.account.id, 'blacklists', 'show', name);

/** One blacklist with its entries (configuration, cached a minute). */
export async function blacklistDetail(ctx: OperationContext, name: string) {
  const res = await read(ctx, detailKey(ctx, name), cacheTtlMs.config, 'getBlacklist', (c) =>
    c.blacklists.get(name),
  );
  await rememberRuleNumbers(ctx, [res.data]);
  return res;
}

/** The account's blacklists (configuration, cached a minute). */
export async function blacklists(ctx: OperationContext) {
  const res = await read(ctx, ...blacklistsRead(ctx));
  await rememberRuleNumbers(ctx, res.data);
  return res;
}

/**
 * The name of the blacklist `typed` designates among `names`: spelled so, else the only one spelled so
 * regardless of case (`Spam` → `spam`). Blacklist names are letters, digits, `_` and `-`, and two may differ
 * only by case: then only the exact spelling designates one.
 */
export function blacklistNamed(typed: string, names: readonly string[]): string | undefined {
  if (names.includes(typed)) return typed;
  const lower = typed.toLowerCase();
  const alike = names.filter((name) => name.toLowerCase() === lower);
  return alike.length === 1 ? alike[0] : undefined;
}

/** The exchange's answer when the blacklist named in the path does not exist. */
export function isUnknownBlacklist(error: unknown): error is PbxApiError {
  return (
    error instanceof PbxApiError && error.status === 404 && error.serverMessage === messages.blacklistNotFound
  );
}

/**
 * Runs `fn` on the blacklist the user means by `typed`, whatever its case: the name from the account's list
 * when it is cached (no request), else as typed; when the exchange does not know that name, the list (a
 * cached read) gives the right one and `fn` runs once more. The exchange's 404 when none matches.
 */
export async function onBlacklist<T>(
  ctx: OperationContext,
  typed: string,
  fn: (name: string) => Promise<T>,
): Promise<T> {
  const cached = await cachedOnly(ctx, ...blacklistsRead(ctx));
  const first =
    (cached &&
      blacklistNamed(
        typed,
        cached.data.map((list) => list.name),
      )) ??
    typed;
  try {
    return await fn(first);
  } catch (error) {
    if (!isUnknownBlacklist(error)) throw error;
    const lists = await blacklists(ctx);
    const named = blacklistNamed(
      typed,
      lists.data.map((list) => list.name),
    );
    if (named === undefined || named === first) throw error;
    return fn(named);
  }
}
