import { describe, expect, it } from 'vitest';
import { busyDay } from './call-figures.fixture.js';
import { dayStats, periodStats } from './call-figures.js';
import { chartSpec, palette } from './chart-spec.js';
import { bandText, durationText, numberText, percentText } from './chart-texts.js';

type Json = Record<string, unknown>;

/** Every object of the spec (a depth-first walk). */
function nodes(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const v of value) nodes(v, out);
  else if (value && typeof value === 'object') {
    out.push(value as Json);
    for (const v of Object.values(value)) nodes(v, out);
  }
  return out;
}
const strings = (spec: unknown) =>
  nodes(spec).flatMap((n) => Object.values(n).filter((v): v is string => typeof v === 'string'));

describe('chartSpec', () => {
  const day = dayStats(busyDay('2026-11-20', 300), '2026-11-20');

  it('draws the day in Italian: titles, outcomes, axes, Okabe–Ito colours, Italian number locale', () => {
    const spec = chartSpec(day, 'it') as unknown as Json;
    const text = strings(spec);
    for (const word of [
      'Chiamate ricevute · 20/11/2026',
      'Chiamate per ora',
      'Risposte sulle chiamate in coda',
      'Attesa di chi ha riagganciato',
      'Ora (inizio)',
    ])
      expect(text).toContain(word);
    const color = nodes(spec).find((n) => n.field === 'outcome') as {
      scale: { domain: string[]; range: string[] };
    };
    expect(color.scale.domain).toEqual(['Risposte', 'Abbandonate', 'Senza risposta']);
    expect(color.scale.range).toEqual([palette.answered, palette.abandoned, palette.notAnswered]);
    expect((spec.config as Json).locale).toEqual({
      number: { decimal: ',', thousands: '.', grouping: [3], currency: ['', ' €'] },
    });
    expect(text.some((s) => /Calls|Answered/.test(s))).toBe(false);
  });

  it('carries the figures as data: the bars add up to the day', () => {
    const spec = chartSpec(day, 'it');
    const bars = nodes(spec).find((n) => n.title === 'Chiamate per ora') as {
      data: { values: { n: number }[] };
    };
    expect(bars.data.values.reduce((a, v) => a + v.n, 0)).toBe(day.totals.entered);
  });

  it('says so, without axes, on a day without calls', () => {
    const spec = chartSpec(dayStats([], '2026-11-20'), 'it');
    const all = nodes(spec);
    expect(strings(spec)).toContain('Nessuna chiamata (20/11/2026)');
    expect(all.some((n) => 'x' in n || 'y' in n || 'vconcat' in n)).toBe(false);
  });

  it('names the days of a week', () => {
    const week = periodStats(busyDay('2026-11-20', 50), ['2026-11-19', '2026-11-20']);
    const text = strings(chartSpec(week, 'it'));
    expect(text).toContain('Chiamate per giorno');
    expect(text).toContain('Chiamate ricevute · 19/11/2026 – 20/11/2026');
    const x = nodes(chartSpec(week, 'it')).find((n) => n.field === 'slot' && Array.isArray(n.sort)) as {
      sort: string[];
    };
    expect(x.sort).toEqual(['gio 19/11', 'ven 20/11']);
  });

  it('writes English when asked, never mixed', () => {
    const text = strings(chartSpec(day, 'en'));
    expect(text).toContain('Calls per hour');
    expect(text.some((s) => /Chiamate|Risposte/.test(s))).toBe(false);
  });
});

describe('chart texts', () => {
  it.each([
    [1234, 'it', '1.234'],
    [1234, 'en', '1,234'],
  ] as const)('numberText(%d, %s) = %s', (n, locale, want) => expect(numberText(n, locale)).toBe(want));
  it('writes shares and durations as people read them', () => {
    expect(percentText(0.125, 'it')).toBe('12,5%');
    expect(percentText(7 / 8, 'en')).toBe('87.5%');
    expect(percentText(1, 'it')).toBe('100%');
    expect(durationText(45)).toBe('45 s');
    expect(durationText(65)).toBe('1:05 min');
    expect(durationText(3725)).toBe('1 h 02 min');
    expect([bandText(0, 30), bandText(30, 60), bandText(60, 120), bandText(300, null)]).toEqual([
      '0–30 s',
      '30–60 s',
      '1–2 min',
      '≥ 5 min',
    ]);
  });
});

describe('chartSpec: the calls axis', () => {
  it.each([
    ['a busy day', dayStats(busyDay('2026-11-20', 300), '2026-11-20')],
    ['a day of 7 calls', dayStats(busyDay('2026-11-20', 7, 3), '2026-11-20')],
  ])('reaches the tallest stacked bar on %s', (_, f) => {
    const spec = chartSpec(f, 'it') as unknown as Json;
    const y = nodes(spec).find((n) => n.field === 'n' && n.stack === 'zero') as {
      scale?: { domainMax?: number; zero?: boolean };
    };
    const tallest = Math.max(...f.buckets.map((b) => b.answered + b.abandoned + b.notAnswered));
    expect(tallest).toBeGreaterThan(0);
    expect(y.scale?.zero).toBe(true);
    expect(y.scale?.domainMax).toBeGreaterThanOrEqual(tallest);
  });
});
