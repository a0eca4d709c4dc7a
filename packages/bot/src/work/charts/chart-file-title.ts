import type { Locale } from '../../core/config/bot-config.schema.js';
import type { CallFigures } from './call-figures.js';
import { dateText } from './chart-texts.js';

/**
 * The title of a chart's file in Slack, as people read a date: `Chiamate del 25/11/2026 — studio-demo`
 * (`Calls on 25/11/2026 — studio-demo`), or the week's first and last day.
 */
export function chartFileTitle(f: CallFigures, account: string, locale: Locale): string {
  const p = f.period;
  if (locale === 'en') {
    return p.kind === 'day'
      ? `Calls on ${dateText(p.date)} — ${account}`
      : `Calls from ${dateText(p.from)} to ${dateText(p.to)} — ${account}`;
  }
  return p.kind === 'day'
    ? `Chiamate del ${dateText(p.date)} — ${account}`
    : `Chiamate dal ${dateText(p.from)} al ${dateText(p.to)} — ${account}`;
}
