import type { PbxClient } from '@centralino/client';
import type { AccountBudget, DenyReason } from '../../pbx/limiter/account-budget.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import type { InboundRecord, OutboundRecord } from './missed-record.js';
import { pageCovers } from './read-window.js';

/** At most this many pages in one read (a burst beyond it is caught by the next read). */
export const MAX_PAGES = 3;

/** The API's largest page. @see pbx-api-reference.md endpoint 7 */
export const MAX_LIMIT = 500;

/** Where a read of one history stopped. */
export type HistoryRead<R> =
  | {
      ok: true;
      records: R[];
      pages: number;
      covered: boolean;
      firstPage: unknown;
      /** Where a read that did not reach its window goes on. */
      next: { page: number; limit: number };
    }
  | {
      ok: false;
      records: R[];
      pages: number;
      denied?: { reason: DenyReason; retryAfterMs: number };
      error?: unknown;
    };

interface PageOf<R> {
  data: R[];
  pagination: { total_pages: number };
}

/**
 * Reads one history newest first with pages of `limit` records until a page reaches past `boundary`
 * (everything newer is then in hand); a first page full of new records (a burst) is read again with the
 * largest page, then page after page, at most `MAX_PAGES` requests (a read not `covered` says so): each page is one BACKGROUND token of the account's budget
 * (never the commands' reserve, never beyond `dayShare`), through the gateway (429s feed the budget).
 * @see pbx-api-reference.md endpoints 7 and 9
 */
export async function readHistory<R extends { calldate: string }>(
  deps: { budget: AccountBudget; gateway: PbxGateway },
  input: {
    accountId: string;
    dayShare: number;
    limit: number;
    boundary: string;
    operation: string;
    /** Identifies a record (pages read again overlap). */
    key: (record: R) => string;
    page: (client: PbxClient, limit: number, page: number) => Promise<PageOf<R>>;
    /** Go on from this page (of this size) of an earlier read that did not reach its window. */
    from?: { page: number; limit: number } | undefined;
  },
): Promise<HistoryRead<R>> {
  const seen = new Map<string, R>();
  let firstPage: unknown;
  let limit = input.from?.limit ?? input.limit;
  let page = input.from?.page ?? 1;
  for (let request = 1; request <= MAX_PAGES; request++) {
    const grant = await deps.budget.tryAcquire(input.accountId, {
      priority: 'background',
      dayShare: input.dayShare,
    });
    if (!grant.granted)
      return {
        ok: false,
        records: [...seen.values()],
        pages: request - 1,
        denied: { reason: grant.reason, retryAfterMs: grant.retryAfterMs },
      };
    let response: PageOf<R>;
    try {
      const [size, number] = [limit, page];
      response = await deps.gateway.call(grant.grant, input.operation, (c) => input.page(c, size, number));
    } catch (error) {
      return { ok: false, records: [...seen.values()], pages: request, error };
    }
    if (page === 1 && firstPage === undefined) firstPage = response;
    for (const record of response.data) seen.set(input.key(record), record);
    const dates = response.data.map((r) => r.calldate);
    if (pageCovers(dates, limit, input.boundary) || page >= response.pagination.total_pages)
      return {
        ok: true,
        records: [...seen.values()],
        pages: request,
        covered: true,
        firstPage,
        next: { page, limit },
      };
    // more new records than expected (a burst): read again with the largest page rather than page after page
    if (limit < MAX_LIMIT) {
      limit = MAX_LIMIT;
      page = 1;
    } else page++;
  }
  return {
    ok: true,
    records: [...seen.values()],
    pages: MAX_PAGES,
    covered: false,
    firstPage,
    next: { page, limit },
  };
}

export const inboundPage = (c: PbxClient, limit: number, page: number) =>
  c.calls.inboundPage({ limit }, page) as Promise<PageOf<InboundRecord>>;

export const outboundPage = (c: PbxClient, limit: number, page: number) =>
  c.calls.outboundPage({ limit }, page) as Promise<PageOf<OutboundRecord>>;
