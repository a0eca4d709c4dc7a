import type { PbxClient } from '@centralino/client';
import { type OperationContext, read } from './operation-context.js';

/**
 * A read answered only from the cache: the cached result of `key`, or `undefined` when nothing is cached (no
 * token, no request). What a write checks before writing, so that it costs the account one token, as any
 * write: a job that read and then wrote would take two, and a backlog of such writes would drain at half the
 * rate. (Should the result expire between the look and the read, that one read is made, and cached.)
 */
export async function cachedOnly<T>(
  ctx: OperationContext,
  key: string,
  ttlMs: number,
  operation: string,
  fn: (client: PbxClient) => Promise<T>,
): Promise<T | undefined> {
  const cached = await ctx.services.coalescer.cached([key]);
  return cached.has(key) ? read(ctx, key, ttlMs, operation, fn) : undefined;
}
