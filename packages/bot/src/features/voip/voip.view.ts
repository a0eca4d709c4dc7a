import type { VoipStatusListResponse } from '@centralino/schemas';
import type { z } from 'zod';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type Block, context, esc, header, type SlackMessage } from '../../slack/views/blocks.js';
import { pagedLines, paginate } from '../../slack/views/paginate.js';
import type { VoipOperation } from './voip.schema.js';
import { voipTextsFor } from './voip-messages.js';

export const VOIP_PER_PAGE = 40;
export type VoipStatusList = z.infer<typeof VoipStatusListResponse>;

/**
 * `/voip`: registration state of the account's numbers, unregistered first, with the summary.
 * @see pbx-api-reference.md "VoIP number status"
 */
export function voipView(list: VoipStatusList, page: number, locale: Locale): SlackMessage {
  const t = voipTextsFor(locale);
  const sorted = [...list.data].sort((a, b) => Number(a.registered) - Number(b.registered));
  const current = paginate(sorted, page, VOIP_PER_PAGE);
  const lines = current.items.map((n) => {
    const icon = n.registered ? ':large_green_circle:' : ':red_circle:';
    const state = n.registered ? t.voip.registered : t.voip.unregistered;
    const description = n.description ? ` ${esc(n.description)}` : '';
    return `${icon} *${esc(n.number)}*${description} — ${state} · ${esc(n.provider_label || n.provider)}`;
  });
  const s = list.summary;
  const summary = t.voip.summary(s.total, s.registered, s.unregistered);
  const blocks: Block[] = [
    header(t.voip.title),
    context(summary),
    ...pagedLines({
      lines,
      current,
      empty: t.voip.empty,
      operation: { type: 'voip.status', page: current.page } satisfies VoipOperation,
      locale,
    }),
  ];
  return { text: `${t.voip.title}: ${summary}`, blocks };
}
