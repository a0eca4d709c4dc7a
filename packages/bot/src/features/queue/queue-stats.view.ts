import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  type Block,
  context,
  fieldSections,
  header,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnLine } from '../../slack/views/mrkdwn-text.js';
import { type CallFigures, isQuiet } from '../../work/charts/call-figures.js';
import {
  dateText,
  durationText,
  hourText,
  numberText,
  percentText,
  weekdayText,
} from '../../work/charts/chart-texts.js';
import { queueStatsMessagesFor } from './queue-stats-messages.js';

/** What became of the picture: shown from a Slack file, or left out (and why). */
export type ChartOutcome = { fileId: string } | { missing: 'failed' | 'no_channel' | 'quiet' };

/** The period as the title and summary say it: `20/11/2026`, `14/11/2026 – 20/11/2026`. */
export function periodText(f: CallFigures): string {
  return f.period.kind === 'day'
    ? dateText(f.period.date)
    : `${dateText(f.period.from)} – ${dateText(f.period.to)}`;
}

/** The key figures in words: the image's alt text, the notification text, what a screen reader reads. */
export function statsSummary(f: CallFigures, locale: Locale): string {
  const t = queueStatsMessagesFor(locale);
  const n = (x: number) => numberText(x, locale);
  if (isQuiet(f)) return t.noCalls(periodText(f));
  const slot = (key: string) => (f.period.kind === 'day' ? hourText(key) : weekdayText(key, locale));
  return t.summary({
    period: periodText(f),
    entered: n(f.totals.entered),
    answered: n(f.totals.answered),
    abandoned: n(f.totals.abandoned),
    notAnswered: f.totals.notAnswered > 0 ? n(f.totals.notAnswered) : undefined,
    rate: f.answerRate === null ? undefined : percentText(f.answerRate, locale),
    wait: f.abandonWait
      ? t.waitText(durationText(f.abandonWait.averageSeconds), durationText(f.abandonWait.longestSeconds))
      : undefined,
    busiest: f.busiest ? t.busiestText(slot(f.busiest.key), t.calls(n(f.busiest.entered))) : undefined,
  });
}

/**
 * `/queue stats`: the chart (an image block showing the uploaded file) beside the key figures as fields, the
 * summary as the message's text, and where the figures come from.
 */
export function queueStatsView(f: CallFigures, chart: ChartOutcome, locale: Locale): SlackMessage {
  const t = queueStatsMessagesFor(locale);
  const n = (x: number) => numberText(x, locale);
  const summary = statsSummary(f, locale);
  const blocks: Block[] = [header(t.title(periodText(f)))];
  if (isQuiet(f)) {
    blocks.push(section(t.noCalls(periodText(f))));
    return { text: summary, blocks };
  }
  if ('fileId' in chart)
    blocks.push({
      type: 'image',
      slack_file: { id: chart.fileId },
      alt_text: summary.slice(0, 2000),
      title: { type: 'plain_text', text: t.title(periodText(f)) },
    } as Block);
  else if (chart.missing === 'failed') blocks.push(context(t.chartFailed));
  else if (chart.missing === 'no_channel') blocks.push(context(t.noChannel));
  const slot = (key: string) => (f.period.kind === 'day' ? hourText(key) : weekdayText(key, locale));
  blocks.push(
    ...fieldSections([
      [t.entered, n(f.totals.entered)],
      [t.answered, n(f.totals.answered)],
      [t.abandoned, n(f.totals.abandoned)],
      ...(f.totals.notAnswered > 0 ? [[t.notAnswered, n(f.totals.notAnswered)] as [string, string]] : []),
      [t.answerRate, f.answerRate === null ? t.none : percentText(f.answerRate, locale)],
      [
        t.abandonWait,
        f.abandonWait
          ? t.waitText(durationText(f.abandonWait.averageSeconds), durationText(f.abandonWait.longestSeconds))
          : t.none,
      ],
      [
        f.period.kind === 'day' ? t.busiest : t.busiestDay,
        f.busiest ? t.busiestText(slot(f.busiest.key), t.calls(n(f.busiest.entered))) : t.none,
      ],
    ]),
    context(t.source),
  );
  return { text: summary, blocks };
}

/**
 * `/queue stats <coda>`: the account's view with, under its header, why it is not the queue's own (the history
 * does not carry the queue).
 */
export function withWholeAccountNote(view: SlackMessage, name: string, locale: Locale): SlackMessage {
  const note = section(queueStatsMessagesFor(locale).wholeAccount(mrkdwnLine(name)));
  const [first, ...rest] = view.blocks;
  return { ...view, blocks: first ? [first, note, ...rest] : [note] };
}
