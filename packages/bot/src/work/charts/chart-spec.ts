import type { TopLevelSpec } from 'vega-lite';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type CallFigures, isQuiet } from './call-figures.js';
import { bandText, chartWords, dateText, numberText, vegaNumberLocale, weekdayText } from './chart-texts.js';

/** Okabe–Ito colours (told apart with every common colour-vision deficiency). */
export const palette = {
  answered: '#0072B2',
  abandoned: '#D55E00',
  notAnswered: '#999999',
  rate: '#009E73',
  wait: '#E69F00',
  text: '#222222',
} as const;

/** The font the picture is drawn with (bundled: see `chart-font.ts`). */
export const CHART_FONT = 'Inter';
const WIDTH = 600;
const HALF = 268;

/** The chart's title: `Chiamate ricevute · 20/11/2026`, or the week's first and last day. */
export function chartTitle(f: CallFigures, locale: Locale): string {
  const w = chartWords(locale);
  const period =
    f.period.kind === 'day'
      ? dateText(f.period.date)
      : `${dateText(f.period.from)} – ${dateText(f.period.to)}`;
  return `${w.title} · ${period}`;
}

function slotText(f: CallFigures, key: string, locale: Locale): string {
  return f.period.kind === 'day' ? key : weekdayText(key, locale);
}

/** A panel saying there is nothing to draw (no axes). */
function note(text: string, width: number, height: number, title?: string) {
  return {
    ...(title ? { title } : {}),
    width,
    height,
    data: { values: [{ text }] },
    mark: { type: 'text' as const, fontSize: 16, color: '#555555' },
    encoding: { text: { field: 'text', type: 'nominal' as const } },
  };
}

type Words = ReturnType<typeof chartWords>;

/** The look every chart shares: font, number locale, title and axis styles. */
function chartConfig(locale: Locale) {
  return {
    font: CHART_FONT,
    locale: { number: vegaNumberLocale(locale) },
    background: '#ffffff',
    padding: 12,
    view: { stroke: null },
    title: { fontSize: 16, fontWeight: 600, anchor: 'start' as const, color: palette.text },
    axis: {
      labelFontSize: 12,
      titleFontSize: 13,
      labelColor: palette.text,
      titleColor: palette.text,
      grid: true,
      gridColor: '#e6e6e6',
    },
    legend: { labelFontSize: 13, titleFontSize: 13, orient: 'top' as const },
  };
}

/** Calls per hour (per day for a week), stacked by outcome; the axis always reaches the tallest bar. */
function perSlotPanel(f: CallFigures, slots: readonly string[], w: Words) {
  const outcomes = [
    { name: w.answered, color: palette.answered, key: 'answered' as const },
    { name: w.abandoned, color: palette.abandoned, key: 'abandoned' as const },
    ...(f.totals.notAnswered > 0
      ? [{ name: w.notAnswered, color: palette.notAnswered, key: 'notAnswered' as const }]
      : []),
  ];
  const counts = f.buckets.flatMap((b, i) =>
    outcomes.map((o, j) => ({ slot: slots[i], outcome: o.name, order: j, n: b[o.key] })),
  );
  // a fixed top, rounded up by `nice`
  const tallest = Math.max(1, ...f.buckets.map((b) => outcomes.reduce((sum, o) => sum + b[o.key], 0)));
  return {
    title: f.period.kind === 'day' ? w.perHour : w.perDay,
    width: WIDTH,
    height: 170,
    data: { values: counts },
    mark: { type: 'bar' as const },
    encoding: {
      x: {
        field: 'slot',
        type: 'ordinal' as const,
        sort: slots,
        title: f.period.kind === 'day' ? w.hour : w.day,
        axis: { labelAngle: 0 },
      },
      y: {
        field: 'n',
        type: 'quantitative' as const,
        stack: 'zero' as const,
        scale: { zero: true, nice: true, domainMax: tallest },
        title: w.calls,
        axis: { format: ',d', tickMinStep: 1 },
      },
      color: {
        field: 'outcome',
        type: 'nominal' as const,
        title: null,
        scale: { domain: outcomes.map((o) => o.name), range: outcomes.map((o) => o.color) },
      },
      order: { field: 'order', type: 'quantitative' as const },
    },
  };
}

/** The share of queued calls answered in each hour (or day); a note when nobody was queued. */
function ratePanel(f: CallFigures, slots: string[], w: Words) {
  const rates = f.buckets.flatMap((b, i) => {
    const queued = b.answered + b.abandoned;
    return queued === 0 ? [] : [{ slot: slots[i], rate: b.answered / queued }];
  });
  if (rates.length === 0) return note(w.noQueued, HALF, 130, w.answerRate);
  return {
    title: w.answerRate,
    width: HALF,
    height: 130,
    data: { values: rates },
    mark: {
      type: 'line' as const,
      point: { filled: true, size: 30, color: palette.rate },
      color: palette.rate,
      strokeWidth: 2,
    },
    encoding: {
      x: {
        field: 'slot',
        type: 'ordinal' as const,
        sort: slots,
        scale: { domain: slots },
        title: f.period.kind === 'day' ? w.hour : null,
        axis: {
          labelAngle: 0,
          labelFontSize: 11,
          // every third hour, or the weekday alone: the small panel has no room for every label
          ...(f.period.kind === 'day'
            ? { values: slots.filter((_, i) => i % 3 === 0) }
            : { labelExpr: "split(datum.label, ' ')[0]" }),
        },
      },
      y: {
        field: 'rate',
        type: 'quantitative' as const,
        scale: { domain: [0, 1] },
        title: w.rate,
        axis: { format: '.0%', tickCount: 5 },
      },
    },
  };
}

/** How long the callers who hung up had waited, in bands, each bar labelled; a note when nobody hung up. */
function waitPanel(f: CallFigures, w: Words, locale: Locale) {
  if (f.totals.abandoned === 0) return note(w.noAbandoned, HALF, 130, w.waits);
  const bands = f.waitBands.map((b) => ({
    band: bandText(b.fromSeconds, b.toSeconds),
    n: b.count,
    label: numberText(b.count, locale),
  }));
  return {
    title: w.waits,
    width: HALF,
    height: 130,
    data: { values: bands },
    encoding: {
      x: {
        field: 'band',
        type: 'ordinal' as const,
        sort: bands.map((b) => b.band),
        title: w.wait,
        axis: { labelAngle: 0 },
      },
      y: {
        field: 'n',
        type: 'quantitative' as const,
        title: w.abandoned,
        axis: { format: ',d', tickMinStep: 1 },
      },
    },
    layer: [
      { mark: { type: 'bar' as const, color: palette.wait } },
      {
        mark: { type: 'text' as const, dy: -7, fontSize: 12, color: palette.text },
        encoding: { text: { field: 'label', type: 'nominal' as const } },
      },
    ],
  };
}

/**
 * The Vega-Lite spec of the figures (pure): calls per hour (per day for a week) stacked by outcome; the share
 * of queued calls answered in each hour; the distribution of the waits of the callers who hung up. A period
 * without calls is a single line saying so, without axes.
 */
export function chartSpec(f: CallFigures, locale: Locale): TopLevelSpec {
  const w = chartWords(locale);
  const config = chartConfig(locale);
  const title = { text: chartTitle(f, locale), fontSize: 20 };
  if (isQuiet(f)) {
    return {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      config,
      title,
      ...note(`${w.noCalls} (${chartTitle(f, locale).split(' · ')[1]})`, WIDTH, 120),
    } as TopLevelSpec;
  }
  const slots = f.buckets.map((b) => slotText(f, b.key, locale));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config,
    title,
    vconcat: [
      perSlotPanel(f, slots, w),
      { hconcat: [ratePanel(f, slots, w), waitPanel(f, w, locale)], spacing: 40 },
    ],
    spacing: 24,
  } as TopLevelSpec;
}
