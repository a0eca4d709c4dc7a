import type { InboundCall, OutboundCall } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type Block, context, esc, header, type SlackMessage, section } from '../../slack/views/blocks.js';
import { showDate } from '../../work/commands/date-time-text.js';
import { CALLS_PER_PAGE, type CallButtonsContext, inboundBlocks, outboundBlock } from './calls.view.js';
import { callsTextsFor } from './calls-messages.js';

/** One day of a period as read: its date, how many calls the exchange counts that day, those read. */
export interface DayOfCalls<C> {
  date: string;
  total: number;
  calls: readonly C[];
}

type Direction = 'in' | 'out';

/**
 * `/calls settimana`: the newest calls of the last days (each with its buttons), how many each day had, the total
 * of the period, and how to see all the calls of one day (a day at a time, as the exchange pages them).
 */
export function callsDaysView(
  direction: Direction,
  days: readonly DayOfCalls<InboundCall | OutboundCall>[],
  input: { today: string; search?: string | undefined; buttons: CallButtonsContext },
  locale: Locale,
): SlackMessage {
  const t = callsTextsFor(locale);
  const title = `${direction === 'in' ? t.calls.inTitle : t.calls.outTitle} — ${t.calls.lastDays(days.length)}`;
  const newest = days
    .flatMap((d) => d.calls)
    .sort((a, b) => b.calldate.localeCompare(a.calldate))
    .slice(0, CALLS_PER_PAGE);
  const blocks: Block[] = [header(title)];
  if (newest.length === 0) blocks.push(section(t.calls.empty));
  newest.forEach((call, i) => {
    if (direction === 'in') blocks.push(...inboundBlocks(call as InboundCall, i, t, input.buttons));
    else blocks.push(outboundBlock(call as OutboundCall, i, t, input.buttons));
  });
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const perDay = days.map((d) => `${showDate(d.date, input.today, locale, true)}: ${d.total}`).join(' · ');
  const search = input.search ? ` · ${t.calls.search(esc(input.search))}` : '';
  const shown = total > newest.length ? ` · ${t.calls.newestShown(newest.length)}` : '';
  const example = days.find((d) => d.total > 0 && d.date !== input.today) ?? days[0];
  blocks.push(
    context(`${t.calls.daysTotal(total, days.length)}${search}${shown}`),
    context(perDay),
    ...(example && total > newest.length
      ? [context(t.calls.dayHint(showDate(example.date, input.today, locale)))]
      : []),
  );
  return { text: `${title}: ${total}`, blocks };
}
