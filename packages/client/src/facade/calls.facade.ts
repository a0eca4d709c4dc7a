import type { CallOptions, Invoke } from '../client/invoke.js';
import type {
  ListItem,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessBody,
} from '../operations/operation-types.js';
import { items, paginate } from '../pagination/paginate.js';

type InboundQuery = QueryParams<'listInboundCalls'>;
type OutboundQuery = QueryParams<'listOutboundCalls'>;

/** Filters of the inbound history; `numbers` is sent as `numbers[]=a&numbers[]=b`. */
export interface InboundCallsFilter extends CallOptions {
  /** One day, `YYYY-MM-DD` (not in the future); default today and yesterday. */
  date?: PathParams<'listInboundCallsByDate'>['date'];
  /** Called VoIP numbers; default all. */
  numbers?: InboundQuery['numbers[]'];
  search?: InboundQuery['search'];
  /** Page size, max 500 (server default 200). */
  limit?: InboundQuery['limit'];
}

/** Filters of the outbound history; `extensions` is sent as `extensions[]=a&extensions[]=b`. */
export interface OutboundCallsFilter extends CallOptions {
  date?: PathParams<'listOutboundCallsByDate'>['date'];
  extensions?: OutboundQuery['extensions[]'];
  search?: OutboundQuery['search'];
  limit?: OutboundQuery['limit'];
}

export type InboundCallsPage = SuccessBody<'listInboundCalls'> | SuccessBody<'listInboundCallsByDate'>;
export type OutboundCallsPage = SuccessBody<'listOutboundCalls'> | SuccessBody<'listOutboundCallsByDate'>;
export type InboundCall = ListItem<'listInboundCalls'>;
export type OutboundCall = ListItem<'listOutboundCalls'>;

/**
 * Call history (endpoints 7–10) and click-to-call (15). `inbound()`/`outbound()` iterate over every call of every
 * page: `for await (const call of client.calls.inbound({ date, numbers })) …`.
 * @see ../../../shared/pbx-api-reference.md#endpoints
 */
export function createCallsApi(invoke: Invoke) {
  const inboundPage = (filter: InboundCallsFilter = {}, page?: number): Promise<InboundCallsPage> => {
    const { date, numbers, search, limit, signal } = filter;
    const query = { page, limit, search, 'numbers[]': numbers };
    return date === undefined
      ? invoke('listInboundCalls', { query, signal })
      : invoke('listInboundCallsByDate', { path: { date }, query, signal });
  };
  const outboundPage = (filter: OutboundCallsFilter = {}, page?: number): Promise<OutboundCallsPage> => {
    const { date, extensions, search, limit, signal } = filter;
    const query = { page, limit, search, 'extensions[]': extensions };
    return date === undefined
      ? invoke('listOutboundCalls', { query, signal })
      : invoke('listOutboundCallsByDate', { path: { date }, query, signal });
  };
  const inboundPages = (filter: InboundCallsFilter = {}, firstPage = 1) =>
    paginate((page) => inboundPage(filter, page), firstPage);
  const outboundPages = (filter: OutboundCallsFilter = {}, firstPage = 1) =>
    paginate((page) => outboundPage(filter, page), firstPage);

  return {
    /** One page of inbound calls (`page` default 1). */
    inboundPage,
    /** Every page of inbound calls, fetched as you iterate. */
    inboundPages,
    /** Every inbound call of every page, newest first. */
    inbound: (filter: InboundCallsFilter = {}): AsyncGenerator<InboundCall, void, undefined> =>
      items(inboundPages(filter)),
    /** One page of outbound calls (`page` default 1). */
    outboundPage,
    /** Every page of outbound calls, fetched as you iterate. */
    outboundPages,
    /** Every outbound call of every page, newest first. */
    outbound: (filter: OutboundCallsFilter = {}): AsyncGenerator<OutboundCall, void, undefined> =>
      items(outboundPages(filter)),
    /** Click-to-call: rings `extension`, then connects it to `number`. Never retried. */
    originate: (body: RequestBody<'originateCall'>, options: CallOptions = {}) =>
      invoke('originateCall', { body, ...options }),
  };
}
