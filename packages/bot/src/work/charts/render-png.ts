import type { TopLevelSpec } from 'vega-lite';
import { chartFontFiles } from './chart-font.js';
import { CHART_FONT } from './chart-spec.js';

/** Pixels per unit of the spec: 1.5× its layout size (~1250 px wide), sharp in Slack's preview; 2× costs ~1.5× the time. */
export const CHART_SCALE = 1.5;

type Libraries = {
  vega: typeof import('vega');
  compile: typeof import('vega-lite').compile;
  Resvg: typeof import('@resvg/resvg-js').Resvg;
};
let libraries: Promise<Libraries> | undefined;

/** The renderers, loaded on first use (only the worker draws charts; the web role never loads them). */
function load(): Promise<Libraries> {
  libraries ??= Promise.all([import('vega'), import('vega-lite'), import('@resvg/resvg-js')]).then(
    ([vega, vegaLite, resvg]) => {
      // text widths estimated from the font size, never measured by a `canvas` package that some machine may
      // have: the same layout everywhere
      (vega as unknown as { textMetrics: { canvas(use: boolean): void } }).textMetrics.canvas(false);
      return { vega, compile: vegaLite.compile, Resvg: resvg.Resvg };
    },
  );
  return libraries;
}

/** Loads the renderers now (a process about to draw charts may pay their ~1 s load ahead of the first one). */
export async function loadChartLibraries(): Promise<void> {
  await load();
}

/** Vega-Lite → Vega → SVG (Vega's own scenegraph, no canvas, no network). */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const { vega, compile } = await load();
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/**
 * The spec drawn as a PNG: SVG from Vega, rasterised by resvg with the bundled font only
 * (`loadSystemFonts: false`), so the same spec gives the same bytes on every machine.
 */
export async function renderPng(spec: TopLevelSpec): Promise<Buffer> {
  const svg = await renderSvg(spec);
  const { Resvg } = await load();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: CHART_SCALE },
    background: '#ffffff',
    font: { fontFiles: chartFontFiles(), loadSystemFonts: false, defaultFontFamily: CHART_FONT },
  });
  return resvg.render().asPng();
}
