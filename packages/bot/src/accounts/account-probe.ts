import { createPbxClient, PbxApiError } from '@centralino/client';
import { Account } from '@centralino/schemas';

/** What `GET /v1/account` says of an account, as connecting it needs. */
export interface ProbedAccount {
  baseUrl: string;
  exchange: string;
  keyName: string;
  limits: { requestsPerMinute: number; requestsPerDay: number };
}

/** Why an API base URL and key cannot be connected. */
export type ProbeProblem =
  /** Not an absolute http(s) URL. */
  | 'invalid_url'
  /** The API refused the key (401). */
  | 'unauthorized'
  /** Nothing answered in time (DNS, refused connection, timeout). */
  | 'unreachable'
  /** Something answered, but not the PBX API (another status, not its JSON). */
  | 'not_pbx'
  /** The account's requests are spent for now (429). */
  | 'rate_limited';

export type ProbeResult = { ok: true; account: ProbedAccount } | { ok: false; problem: ProbeProblem };

/** The base URL as stored: scheme and host as typed, lower case host, no trailing slash, no query. */
export function normalizeBaseUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host.toLowerCase()}${path}`;
}

/**
 * Checks an API base URL and key with `GET /v1/account` (one request, no retries, within `timeoutMs`: a Slack
 * modal waits 3 s for its answer) and says what the API reported, or why it cannot be used.
 * @see pbx-api-reference.md "Account"
 */
export async function probeAccount(input: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: ((request: Request) => Promise<Response>) | undefined;
}): Promise<ProbeResult> {
  const baseUrl = normalizeBaseUrl(input.baseUrl);
  if (!baseUrl) return { ok: false, problem: 'invalid_url' };
  const client = createPbxClient({
    baseUrl,
    apiKey: input.apiKey,
    userAgent: 'centralino-bot',
    retry: { serverErrors: false, rateLimit: false },
    ...(input.fetch ? { fetch: input.fetch } : {}),
  });
  let body: unknown;
  try {
    body = await client.account.get({ signal: AbortSignal.timeout(input.timeoutMs) });
  } catch (error) {
    if (error instanceof PbxApiError) {
      if (error.status === 401) return { ok: false, problem: 'unauthorized' };
      if (error.status === 429) return { ok: false, problem: 'rate_limited' };
      return { ok: false, problem: 'not_pbx' };
    }
    // a body that is not JSON is a SyntaxError; no answer is a TypeError ("fetch failed") or an abort
    return { ok: false, problem: error instanceof SyntaxError ? 'not_pbx' : 'unreachable' };
  }
  const data = (body as { data?: unknown } | undefined)?.data;
  const parsed = Account.safeParse(data);
  if (!parsed.success) return { ok: false, problem: 'not_pbx' };
  return {
    ok: true,
    account: {
      baseUrl,
      exchange: parsed.data.context,
      keyName: parsed.data.key_name,
      limits: {
        requestsPerMinute: parsed.data.limits.requests_per_minute,
        requestsPerDay: parsed.data.limits.requests_per_day,
      },
    },
  };
}
