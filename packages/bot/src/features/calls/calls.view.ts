import type {
  InboundCall,
  InboundCallListResponse,
  OutboundCall,
  OutboundCallListResponse,
} from '@centralino/schemas';
import type { z } from 'zod';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import {
  actions,
  type Block,
  button,
  confirmDialog,
  context,
  esc,
  header,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { pageButtons } from '../../slack/views/paginate.js';
import type { CallsOperation } from './calls.schema.js';
import type { CallsTexts } from './calls-messages.js';
import { callsTextsFor } from './calls-messages.js';

/** Calls per page requested from the API (each takes one or two blocks). */
export const CALLS_PER_PAGE = 10;

export type InboundCallList = z.infer<typeof InboundCallListResponse>;
export type OutboundCallList = z.infer<typeof OutboundCallListResponse>;

/** What the call buttons need to know about the user clicking them. */
export interface CallButtonsContext {
  /** The user's linked extension, shown in the "Richiama" confirmation. */
  extension: string | undefined;
  /** The blacklist "Blocca numero" adds to. */
  blockList: string;
}

/** `2025-06-02 10:15:07` → `02/06 10:15`. */
function when(calldate: string): string {
  return esc(`${calldate.slice(8, 10)}/${calldate.slice(5, 7)} ${calldate.slice(11, 16)}`);
}

/** The value of a row button: the number it acts on. */
export function numberValue(number: string): string {
  return JSON.stringify({ number });
}

function callBackButton(number: string, index: number, t: CallsTexts, ctx: CallButtonsContext) {
  return button({
    text: t.calls.callBack,
    actionId: `${actionIds.callBack}:${index}`,
    value: numberValue(number),
    confirm: confirmDialog({
      title: t.calls.confirmCallBackTitle,
      text: ctx.extension
        ? t.calls.confirmCallBack(number, ctx.extension)
        : t.calls.confirmCallBackUnlinked(number),
      confirm: t.calls.confirm,
      deny: t.common.cancel,
    }),
  });
}

/** One received call: when, who, where to, how it ended, with "Richiama" and "Blocca numero" (confirmed). */
export function inboundBlocks(
  call: InboundCall,
  index: number,
  t: CallsTexts,
  ctx: CallButtonsContext,
): Block[] {
  const who = call.caller_id && call.caller_id !== call.caller_number ? ` (${esc(call.caller_id)})` : '';
  const text = `*${when(call.calldate)}* · ${esc(call.caller_number)}${who} → ${esc(call.destination)} · ${
    t.calls.statuses[call.status] ?? esc(call.status)
  } · ${esc(call.duration_formatted)}`;
  const dialable = /\d{6,}/.test(call.caller_number.replace(/\D/g, ''));
  const buttons = dialable
    ? [
        callBackButton(call.caller_number, index, t, ctx),
        button({
          text: t.calls.block,
          actionId: `${actionIds.block}:${index}`,
          value: numberValue(call.caller_number),
          style: 'danger',
          confirm: confirmDialog({
            title: t.calls.confirmBlockTitle,
            text: t.calls.confirmBlock(call.caller_number, ctx.blockList),
            confirm: t.calls.confirm,
            deny: t.common.cancel,
            danger: true,
          }),
        }),
      ]
    : [];
  return [section(text), ...actions(buttons)];
}

/** One placed call, with "Richiama" (confirmed). */
export function outboundBlock(
  call: OutboundCall,
  index: number,
  t: CallsTexts,
  ctx: CallButtonsContext,
): Block {
  const text = `*${when(call.calldate)}* · ${esc(call.source)} → ${esc(call.destination)} · ${
    t.calls.dispositions[call.disposition] ?? esc(call.disposition)
  } · ${esc(String(call.duration))}`;
  const dialable = /\d{6,}/.test(call.destination.replace(/\D/g, ''));
  return section(text, dialable ? callBackButton(call.destination, index, t, ctx) : undefined);
}

function footer(
  list: InboundCallList | OutboundCallList,
  operation: CallsOperation,
  t: CallsTexts,
  locale: Locale,
): Block[] {
  const p = list.pagination;
  const range = t.calls.range(esc(list.filters.date_range.description), p.total_calls);
  const search = list.filters.search ? ` · ${t.calls.search(esc(list.filters.search))}` : '';
  return [
    context(`${range}${search} · ${t.common.page(p.current_page, Math.max(p.total_pages, 1))}`),
    ...actions(pageButtons(operation, p.current_page, p.total_pages, locale)),
  ];
}

/**
 * `/calls in`: received calls with "Richiama" and "Blocca numero" (both confirmed), paged by the API.
 * @see pbx-api-reference.md "Inbound call record", endpoints 7–8
 */
export function inboundCallsView(
  list: InboundCallList,
  operation: CallsOperation,
  ctx: CallButtonsContext,
  locale: Locale,
): SlackMessage {
  const t = callsTextsFor(locale);
  const blocks: Block[] = [header(t.calls.inTitle)];
  if (list.data.length === 0) blocks.push(section(t.calls.empty));
  list.data.slice(0, CALLS_PER_PAGE).forEach((call, i) => {
    blocks.push(...inboundBlocks(call, i, t, ctx));
  });
  blocks.push(...footer(list, operation, t, locale));
  return { text: `${t.calls.inTitle}: ${list.pagination.total_calls}`, blocks };
}

/**
 * `/calls out`: placed calls with "Richiama", paged by the API.
 * @see pbx-api-reference.md "Outbound call record", endpoints 9–10
 */
export function outboundCallsView(
  list: OutboundCallList,
  operation: CallsOperation,
  ctx: CallButtonsContext,
  locale: Locale,
): SlackMessage {
  const t = callsTextsFor(locale);
  const blocks: Block[] = [header(t.calls.outTitle)];
  if (list.data.length === 0) blocks.push(section(t.calls.empty));
  list.data.slice(0, CALLS_PER_PAGE).forEach((call, i) => {
    blocks.push(outboundBlock(call, i, t, ctx));
  });
  blocks.push(...footer(list, operation, t, locale));
  return { text: `${t.calls.outTitle}: ${list.pagination.total_calls}`, blocks };
}
