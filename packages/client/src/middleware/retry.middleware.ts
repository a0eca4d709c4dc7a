import type { Middleware } from 'openapi-fetch';
import { parseRetryAfter } from '../retry/retry-after.js';
import {
  backoffDelay,
  RETRYABLE_SERVER_STATUSES,
  type RetryPolicy,
  SAFE_METHODS,
} from '../retry/retry-options.js';

/**
 * Retries inside openapi-fetch: `onRequest` keeps a pristine copy of each request that may be retried (register
 * this middleware last, so the copy carries every header; a request replaced by a later middleware is not
 * retried), `onResponse` sends it again while the policy allows.
 * Each discarded answer goes to `observe` first (the rate-limit tracker sees every response); the final one
 * continues through the other middleware.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function retryMiddleware(policy: RetryPolicy, observe: (response: Response) => void): Middleware {
  // Keyed by the request object: nothing to clean up when a request never gets an answer.
  const pristine = new WeakMap<Request, Request>();
  return {
    onRequest({ request }) {
      if (!mayRetry(policy, request.method)) return;
      pristine.set(request, request.body === null ? request : request.clone());
    },
    async onResponse({ request, response, options }) {
      const template = pristine.get(request);
      if (!template) return;
      pristine.delete(request);
      let current = response;
      const counts = { rateLimit: 0, serverErrors: 0 };
      for (;;) {
        const wait = nextWait(policy, request.method, current, counts);
        if (wait === undefined) return current === response ? undefined : current;
        observe(current);
        await current.body?.cancel();
        await policy.sleep(wait, request.signal);
        current = await options.fetch(template.body === null ? template : template.clone());
      }
    },
  };
}

function mayRetry(policy: RetryPolicy, method: string): boolean {
  return policy.rateLimit !== undefined || (policy.serverErrors !== undefined && SAFE_METHODS.has(method));
}

/** Milliseconds to wait before sending again, or undefined to keep this answer. */
function nextWait(
  policy: RetryPolicy,
  method: string,
  response: Response,
  counts: { rateLimit: number; serverErrors: number },
): number | undefined {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  if (response.status === 429) {
    const rule = policy.rateLimit;
    if (!rule || counts.rateLimit >= rule.maxRetries || retryAfter === undefined) return undefined;
    if (retryAfter * 1000 > rule.maxWaitMs) return undefined;
    counts.rateLimit += 1;
    return retryAfter * 1000;
  }
  if (RETRYABLE_SERVER_STATUSES.has(response.status) && SAFE_METHODS.has(method)) {
    const rule = policy.serverErrors;
    if (!rule || counts.serverErrors >= rule.maxRetries) return undefined;
    const delay =
      retryAfter !== undefined
        ? Math.min(retryAfter * 1000, rule.maxDelayMs)
        : backoffDelay(counts.serverErrors, rule.baseDelayMs, rule.maxDelayMs);
    counts.serverErrors += 1;
    return delay;
  }
  return undefined;
}
