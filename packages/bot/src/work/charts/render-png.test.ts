import { describe, expect, it } from 'vitest';
import { busyDay } from './call-figures.fixture.js';
import { dayStats } from './call-figures.js';
import { chartSpec } from './chart-spec.js';
import { pngSize } from './png-size.js';
import { renderPng, renderSvg } from './render-png.js';

describe('renderPng', () => {
  it('draws a PNG of the expected size, the same bytes on a second render', async () => {
    const spec = chartSpec(dayStats(busyDay('2026-11-20', 1000), '2026-11-20'), 'it');
    const png = await renderPng(spec);
    const size = pngSize(png);
    // the layout (600 px of bars, two panels below) drawn at 1.5× its size
    expect(size.width).toBeGreaterThan(1200);
    expect(size.width).toBeLessThan(1700);
    expect(size.height).toBeGreaterThan(700);
    expect(png.length).toBeLessThan(150 * 1024);
    expect((await renderPng(spec)).equals(png)).toBe(true);
  }, 30_000);

  it('writes the labels with the bundled font and Italian numbers', async () => {
    const svg = await renderSvg(chartSpec(dayStats(busyDay('2026-11-20', 1000), '2026-11-20'), 'it'));
    expect(svg).toContain('font-family="Inter"');
    expect(svg).toContain('Chiamate per ora');
    expect(svg).toMatch(/>100%</);
  }, 30_000);

  it('draws a day without calls as a single line', async () => {
    const png = await renderPng(chartSpec(dayStats([], '2026-11-20'), 'it'));
    const size = pngSize(png);
    expect(size.height).toBeLessThan(400);
  }, 30_000);
});
