import type { PbxClient } from '@centralino/client';
import type { AccountBudget, DenyReason } from '../../limiter/account-budget.js';
import type { PbxGateway } from '../../pbx/pbx-gateway.js';
import type { InboundRecord, OutboundRecord } from './missed-record.js';
import { pageCovers } from './read-window.js';

/** At most this many pages in one read (a burst beyond it is caught by the next read). */
export const MAX_PAGES = 3;

/** Where a read of one history stopped. */
export type HistoryRead<R> =
  | { ok: true; records: R[]; pages: number; covered: boolean; firstPage: unknown }
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
 * Reads one history newest first, page after page of `limit` records, until a page reaches past `boundary`
 * (everything newer is then in hand) or `MAX_PAGES`: each page is one BACKGROUND token of the account's budget
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
    page: (client: PbxClient, limit: number, page: number) => Promise<PageOf<R>>;
  },
): Promise<HistoryRead<R>> {
  const records: R[] = [];
  let firstPage: unknown;
  for (let page = 1; page <= MAX_PAGES; page++) {
    const grant = await deps.budget.tryAcquire(input.accountId, {
      priority: 'background',
      dayShare: input.dayShare,
    });
    if (!grant.granted)
      return {
        ok: false,
        records,
        pages: page - 1,
        denied: { reason: grant.reason, retryAfterMs: grant.retryAfterMs },
      };
    let response: PageOf<R>;
    try {
      response = await deps.gateway.call(grant.grant, input.operation, (c) =>
        input.page(c, input.limit, page),
      );
    } catch (error) {
      return { ok: false, records, pages: page, error };
    }
    if (page === 1) firstPage = response;
    records.push(...response.data);
    const dates = response.data.map((r) => r.calldate);
    if (pageCovers(dates, input.limit, input.boundary) || page >= response.pagination.total_pages)
      return { ok: true, records, pages: page, covered: true, firstPage };
  }
  return { ok: true, records, pages: MAX_PAGES, covered: false, firstPage };
}

export const inboundPage = (c: PbxClient, limit: number, page: number) =>
  c.calls.inboundPage({ limit }, page) as Promise<PageOf<InboundRecord>>;

export const outboundPage = (c: PbxClient, limit: number, page: number) =>
  c.calls.outboundPage({ limit }, page) as Promise<PageOf<OutboundRecord>>;
