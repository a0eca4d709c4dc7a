import type {
  ExtensionDetail,
  ExtensionStatus,
  ExtensionStatusListResponse,
  ExtensionStatusResponse,
} from '@centralino/schemas';
import type { z } from 'zod';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type Block, context, esc, header, type SlackMessage, section } from '../../slack/views/blocks.js';
import { whenText } from '../../slack/views/local-time.js';
import { mrkdwnCode } from '../../slack/views/mrkdwn-text.js';
import { pagedLines, paginate } from '../../slack/views/paginate.js';
import type { ExtOperation } from './ext.schema.js';
import type { ExtTexts } from './ext-messages.js';
import { extTextsFor } from './ext-messages.js';

export const EXTENSIONS_PER_PAGE = 50;

export type ExtensionStatusList = z.infer<typeof ExtensionStatusListResponse>;
export type ExtensionStatusOne = z.infer<typeof ExtensionStatusResponse>['data'];

function line(e: ExtensionStatus, t: ExtTexts): string {
  const icon = e.is_online ? ':large_green_circle:' : ':red_circle:';
  const description = e.description ? ` ${esc(e.description)}` : '';
  return `${icon} *${esc(e.internal_number)}*${description} — ${t.ext.states[e.status] ?? esc(e.status)}`;
}

/**
 * `/ext`: registration state of every extension with the online/offline summary, paged (offline first).
 * @see pbx-api-reference.md "Extension status"
 */
export function extensionListView(list: ExtensionStatusList, page: number, locale: Locale): SlackMessage {
  const t = extTextsFor(locale);
  const sorted = [...list.data].sort(
    (a, b) =>
      Number(a.is_online) - Number(b.is_online) ||
      a.internal_number.localeCompare(b.internal_number, undefined, { numeric: true }),
  );
  const current = paginate(sorted, page, EXTENSIONS_PER_PAGE);
  const summary = t.ext.summary(list.summary.online, list.summary.offline);
  const blocks: Block[] = [
    header(t.ext.title),
    context(summary),
    ...pagedLines({
      lines: current.items.map((e) => line(e, t)),
      current,
      empty: t.ext.empty,
      operation: { type: 'ext.status', page: current.page } satisfies ExtOperation,
      locale,
    }),
  ];
  return { text: `${t.ext.title}: ${summary}`, blocks };
}

/** `/ext <number>`: one extension's state and when it was read. */
export function extensionStatusView(status: ExtensionStatusOne, today: string, locale: Locale): SlackMessage {
  const t = extTextsFor(locale);
  const text = line(status, t);
  return {
    text,
    blocks: [
      section(text),
      context(`${mrkdwnCode(status.extension)} · ${t.ext.at(whenText(status.timestamp, today, locale))}`),
    ],
  };
}

/** Answer to `/pbx link <number>`. */
export function extensionLinkedView(extension: ExtensionDetail, locale: Locale): SlackMessage {
  const text = extTextsFor(locale).ext.linked(esc(extension.internal_number), esc(extension.description));
  return { text, blocks: [section(`:link: ${text}`)] };
}
