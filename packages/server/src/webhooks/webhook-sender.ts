import { webhookPolicy } from '@centralino/schemas';
import { Agent, fetch } from 'undici';
import type { EgressPolicy } from './egress-policy.js';

/** What one attempt got: the HTTP status, or why none came (a short code, never a secret or a body). */
export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
}

/** Sends webhook attempts through the egress policy. */
export interface WebhookSender {
  send(url: string, headers: Record<string, string>, body: string): Promise<AttemptResult>;
  close(): Promise<void>;
}

function errorCode(error: unknown): string {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { name, code } = current as { name?: string; code?: string };
    if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
    if (code === 'EGRESS_REFUSED') return 'address_not_allowed';
    if (code === 'ECONNREFUSED') return 'connection_refused';
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection_reset';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns_failure';
    current = (current as { cause?: unknown }).cause;
  }
  return 'network_error';
}

/**
 * A sender on its own undici `Agent` whose `connect.lookup` applies the {@link EgressPolicy} after resolution.
 * Redirects are not followed (a 3xx is a failed attempt); an attempt without an answer within
 * `timeoutMs` has failed.
 */
export function createWebhookSender(
  policy: EgressPolicy,
  timeoutMs: number = webhookPolicy.attemptTimeoutMs,
): WebhookSender {
  const agent = new Agent({
    connect: { lookup: policy.lookup, timeout: timeoutMs },
    keepAliveTimeout: 4_000,
  });
  return {
    async send(url, headers, body) {
      const refused = policy.refuseUrl(url);
      if (refused) return { statusCode: null, error: refused };
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'centralino-webhooks/1' },
          body,
          redirect: 'manual',
          dispatcher: agent,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => {});
        return { statusCode: response.status, error: null };
      } catch (error) {
        return { statusCode: null, error: errorCode(error) };
      }
    },
    close: () => agent.close(),
  };
}
