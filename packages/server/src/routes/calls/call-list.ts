import type {
  InboundCallListResponse,
  InboundCallsQuery,
  OutboundCallListResponse,
  OutboundCallsQuery,
} from '@centralino/schemas';
import type { z } from 'zod';
import type { Account } from '../../accounts/accounts.js';
import type { Database } from '../../db/database.js';
import { inboundCallView, outboundCallView } from './call.view.js';
import { findInboundCalls, findOutboundCalls } from './call-history.js';
import { buildPagination } from './call-pagination.js';
import { resolveCallRange } from './call-range.js';

/** Where and when a call list is read: the caller's account, the app clock's now, an optional day. */
export interface CallListScope {
  account: Account;
  now: Date;
  /** `YYYY-MM-DD` for endpoints 8 and 10; undefined for today and yesterday. */
  date?: string | undefined;
}

/**
 * The body of `GET /v1/calls/in[/{date}]`: one page of inbound calls with `pagination` and the `filters` applied
 * (`search` is `''` and `numbers` `[]` when not given).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (7, 8)
 */
export async function inboundCallList(
  db: Database,
  scope: CallListScope,
  query: z.output<typeof InboundCallsQuery>,
): Promise<z.input<typeof InboundCallListResponse>> {
  const { account } = scope;
  const range = resolveCallRange(scope.now, account.timezone, scope.date);
  const numbers = query['numbers[]'] ?? [];
  const search = query.search ?? '';
  const { page, limit } = query;
  const { rows, total } = await findInboundCalls(db, {
    accountId: account.id,
    range,
    search,
    numbers,
    page,
    limit,
  });
  return {
    success: true,
    data: rows.map((row) => inboundCallView(row, account.timezone)),
    count: rows.length,
    pagination: buildPagination(page, limit, total, rows.length),
    filters: { date_range: range.label, numbers, search },
  };
}

/**
 * The body of `GET /v1/calls/out[/{date}]`: one page of outbound calls; `filters` mirrors the inbound one with
 * `extensions` in place of `numbers`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (9, 10)
 */
export async function outboundCallList(
  db: Database,
  scope: CallListScope,
  query: z.output<typeof OutboundCallsQuery>,
): Promise<z.input<typeof OutboundCallListResponse>> {
  const { account } = scope;
  const range = resolveCallRange(scope.now, account.timezone, scope.date);
  const extensions = query['extensions[]'] ?? [];
  const search = query.search ?? '';
  const { page, limit } = query;
  const { rows, total } = await findOutboundCalls(db, {
    accountId: account.id,
    range,
    search,
    extensions,
    page,
    limit,
  });
  return {
    success: true,
    data: rows.map((row) => outboundCallView(row, account.timezone)),
    count: rows.length,
    pagination: buildPagination(page, limit, total, rows.length),
    filters: { date_range: range.label, extensions, search },
  };
}
