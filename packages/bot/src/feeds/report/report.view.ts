import type { Locale } from '../../core/config/bot-config.schema.js';
import { daysText } from '../../core/schedule/day-names.js';
import {
  type Block,
  context,
  fieldSections,
  header,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnLine } from '../../slack/views/mrkdwn-text.js';
import type { CallFigures } from '../../work/charts/call-figures.js';
import { durationText, numberText, percentText, weekdayText } from '../../work/charts/chart-texts.js';
import { type ReportTexts, reportTextsFor } from './report-messages.js';
import type { WorstMoments } from './report-moments.js';
import type { ReportRule } from './report-rule.schema.js';

/** What one morning's report shows. */
export interface ReportInput {
  locale: Locale;
  /** The day reported (yesterday, local). */
  date: string;
  figures: CallFigures;
  /** The same weekday a week before, when its history could be read. */
  lastWeek: CallFigures | undefined;
  moments: WorstMoments;
  /** The uploaded chart; `undefined`: none (a quiet day, or drawing/uploading failed). */
  chartFileId: string | undefined;
  chartFailed: boolean;
  /** Posted after its time: when it was due and why. */
  late: { due: string; reason: string } | undefined;
}

function delta(now: number, before: number | undefined, locale: Locale, points = false): string | undefined {
  if (before === undefined) return undefined;
  const diff = now - before;
  if (points) {
    const pts = Math.round(diff * 1000) / 10;
    return `${pts > 0 ? '+' : ''}${numberText(pts, locale)} ${locale === 'it' ? 'punti' : 'points'}`;
  }
  return `${diff > 0 ? '+' : ''}${numberText(diff, locale)}`;
}

/** The hour most left in, or the hours that tie for it. */
function peakText(peak: { hours: string[]; abandoned: number }, t: ReportTexts): string {
  const [first] = peak.hours;
  if (peak.hours.length === 1 && first !== undefined)
    return t.peak(first, String(Number(first) + 1).padStart(2, '0'), peak.abandoned);
  return t.tiedPeak(peak.hours, peak.abandoned);
}

/** The key figures in words: the message's text and the chart's alt text. */
export function reportSummary(input: ReportInput): string {
  const t = reportTextsFor(input.locale);
  const f = input.figures.totals;
  const day = weekdayText(input.date, input.locale);
  if (f.entered === 0) return t.noCalls(day);
  const rate =
    input.figures.answerRate === null
      ? ''
      : ` · ${t.answerRate} ${percentText(input.figures.answerRate, input.locale)}`;
  return `${t.title(day)}: ${t.entered} ${f.entered} · ${t.answered} ${f.answered} · ${t.abandoned} ${f.abandoned}${rate}`;
}

/**
 * The morning report: yesterday's figures with the change against the same weekday a week before, the chart,
 * and the worst moments (the longest waits of callers who hung up, the hour most hung up in).
 */
export function reportView(input: ReportInput): SlackMessage {
  const { locale, figures, lastWeek } = input;
  const t = reportTextsFor(locale);
  const day = `${weekdayText(input.date, locale)}`;
  const before = lastWeek
    ? weekdayText(lastWeek.period.kind === 'day' ? lastWeek.period.date : input.date, locale)
    : '';
  const vs = (value: string, d: string | undefined) =>
    d === undefined ? value : `${value}\n_${t.versus(before, d)}_`;
  const blocks: Block[] = [header(t.title(day))];
  if (input.late) blocks.push(context(`:hourglass: ${t.late(input.late.due, input.late.reason)}`));
  const totals = figures.totals;
  if (totals.entered === 0) {
    blocks.push(section(t.noCalls(day)));
  } else {
    const prev = lastWeek?.totals;
    const pairs: [string, string][] = [
      [t.entered, vs(numberText(totals.entered, locale), delta(totals.entered, prev?.entered, locale))],
      [t.answered, vs(numberText(totals.answered, locale), delta(totals.answered, prev?.answered, locale))],
      [
        t.abandoned,
        vs(numberText(totals.abandoned, locale), delta(totals.abandoned, prev?.abandoned, locale)),
      ],
      [t.notAnswered, numberText(totals.notAnswered, locale)],
    ];
    if (figures.answerRate !== null) {
      const prevRate = lastWeek?.answerRate ?? undefined;
      pairs.push([
        t.answerRate,
        vs(percentText(figures.answerRate, locale), delta(figures.answerRate, prevRate, locale, true)),
      ]);
    }
    if (figures.abandonWait) {
      pairs.push([
        t.abandonWait,
        t.abandonWaitValue(
          durationText(figures.abandonWait.averageSeconds),
          durationText(figures.abandonWait.longestSeconds),
        ),
      ]);
    }
    blocks.push(...fieldSections(pairs));
    if (input.chartFileId) {
      blocks.push({
        type: 'image',
        slack_file: { id: input.chartFileId },
        alt_text: reportSummary(input).slice(0, 2000),
      } as Block);
    } else if (input.chartFailed) blocks.push(context(t.chartMissing));
    const peak = input.moments.abandonPeak;
    const lines = [
      ...input.moments.longestAbandoned.map(
        (m) => `• ${t.waitedThenHungUp(mrkdwnLine(m.time), durationText(m.waitSeconds))}`,
      ),
      ...(peak ? [`• ${peakText(peak, t)}`] : []),
    ];
    blocks.push(section(`*${t.worst}*\n${lines.length > 0 ? lines.join('\n') : t.noneWorst}`));
  }
  blocks.push(context(t.source));
  return { text: reportSummary(input), blocks };
}

/** `/queue report list`. */
export function reportListView(rules: readonly ReportRule[], locale: Locale): SlackMessage {
  const t = reportTextsFor(locale);
  if (rules.length === 0) return { text: t.none, blocks: [section(t.none)] };
  const lines = rules.map((r) =>
    t.line(r.id, r.time, r.days.length === 7 ? t.everyDay : daysText(r.days, locale), r.channel),
  );
  return { text: t.listTitle, blocks: [header(t.listTitle), section(lines.join('\n'))] };
}
