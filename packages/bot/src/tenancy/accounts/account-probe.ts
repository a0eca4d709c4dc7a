import { createPbxClient, PbxApiError } from '@centralino/client';
import { Account, ErrorBody } from '@centralino/schemas';
import { type PbxFetch, strictPbxFetch } from '../../pbx/egress/egress-fetch.js';

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
  /**
   * No PBX API answered (DNS, refused connection, timeout, an address the egress policy refuses, a redirect,
   * a foreign answer). The user is told the same words as for `not_pbx`, at the same time: no port oracle.
   */
  | 'unreachable'
  /** Something answered, but not the PBX API (another status, not its JSON); told to users as `unreachable`. */
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

/** Failures that say nothing of what lies at the address: answered together, at one instant after the start. */
const neutral: ReadonlySet<ProbeProblem> = new Set(['unreachable', 'not_pbx']);

/**
 * When those failures are answered (or at the timeout, when shorter): later than a closed port, a refused
 * address or another server answer, early enough for the modal's 3 s with the timeout at 2.5 s.
 */
export const NEUTRAL_FAILURE_MS = 1500;

/** Why the API's answer (or its absence) cannot be connected. */
function problemOf(error: unknown): ProbeProblem {
  if (error instanceof PbxApiError) {
    // the egress fetch lets only the API's envelope through; a 401 or 429 says something only in it
    const envelope = ErrorBody.safeParse(error.body).success;
    if (error.status === 401 && envelope) return 'unauthorized';
    if (error.status === 429 && envelope) return 'rate_limited';
    return 'not_pbx';
  }
  // a body that is not JSON is a SyntaxError; no answer is a TypeError ("fetch failed") or an abort
  return error instanceof SyntaxError ? 'not_pbx' : 'unreachable';
}

/**
 * Checks an API base URL and key with `GET /v1/account` (one request, no retries, within `timeoutMs`: a Slack
 * modal waits 3 s for its answer) and says what the API reported, or why it cannot be used. The request goes
 * through the egress policy (`fetch`, default: no private address allowed); every failure that is not the
 * API's own refusal of the key is answered {@link NEUTRAL_FAILURE_MS} after the start (or at the timeout), so a
 * closed port, a refused address and another server are told apart neither by the words nor by the time.
 * @see pbx-api-reference.md "Account"
 */
export async function probeAccount(input: {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: PbxFetch | undefined;
  /** Clock and wait (tests). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}): Promise<ProbeResult> {
  const now = input.now ?? (() => performance.now());
  const sleep = input.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const started = now();
  const failed = async (problem: ProbeProblem): Promise<ProbeResult> => {
    const at = started + Math.min(input.timeoutMs, NEUTRAL_FAILURE_MS);
    if (neutral.has(problem)) await sleep(Math.max(0, at - now()));
    return { ok: false, problem };
  };
  const baseUrl = normalizeBaseUrl(input.baseUrl);
  if (!baseUrl) return { ok: false, problem: 'invalid_url' };
  const client = createPbxClient({
    baseUrl,
    apiKey: input.apiKey,
    userAgent: 'centralino-bot',
    retry: { serverErrors: false, rateLimit: false },
    fetch: input.fetch ?? strictPbxFetch(),
  });
  let body: unknown;
  try {
    body = await client.account.get({ signal: AbortSignal.timeout(input.timeoutMs) });
  } catch (error) {
    return failed(problemOf(error));
  }
  const data = (body as { data?: unknown } | undefined)?.data;
  const parsed = Account.safeParse(data);
  if (!parsed.success) return failed('not_pbx');
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
