/**
 * `/queue stats` chart rendering, in one run: a busy day (1,000 calls) and a week drawn by the bot's own path
 * (figures → Vega-Lite spec → vega SVG → resvg PNG with the bundled font). Cold: the first chart of a fresh
 * process (libraries loaded on first use, as in the worker), in `BENCH_COLD` child processes; warm: `BENCH_ROUNDS`
 * charts in this process after one. Prints p50/p90, the SVG and PNG stages, the CPU time per chart (what an idle
 * core would take on a loaded machine), PNG sizes, against the targets (p50 ≤ 150 ms, ≤ 150 KB).
 *
 * Run: `pnpm exec tsx bench/chart-render.ts`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { busyDay } from '../packages/bot/src/work/charts/call-figures.fixture.js';
import { dayStats, periodStats } from '../packages/bot/src/work/charts/call-figures.js';
import { chartSpec } from '../packages/bot/src/work/charts/chart-spec.js';
import { pngSize } from '../packages/bot/src/work/charts/png-size.js';
import { loadChartLibraries, renderPng, renderSvg } from '../packages/bot/src/work/charts/render-png.js';
import { ms, percentile } from './support/latency-stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const COLD = Number(process.env.BENCH_COLD ?? 5);
const TARGET_MS = 150;
const TARGET_BYTES = 150 * 1024;

const day = dayStats(busyDay('2026-11-20', 1000), '2026-11-20');
const weekDates = Array.from({ length: 7 }, (_, i) => `2026-11-${String(14 + i).padStart(2, '0')}`);
const week = periodStats(
  weekDates.flatMap((date, i) => busyDay(date, 1000, i + 1).map((r) => ({ ...r, id: r.id + i * 10_000 }))),
  weekDates,
);

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

if (process.env.BENCH_CHILD) {
  // one cold chart in a fresh process: the libraries loaded (as the worker's first chart does), then drawn
  const [, load] = await timed(() => loadChartLibraries());
  const [, render] = await timed(() => renderPng(chartSpec(day, 'it')));
  process.send?.({ load, render });
  process.exit(0);
}

const cold: number[] = [];
const coldLoad: number[] = [];
for (let i = 0; i < COLD; i++) {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BENCH_CHILD: '1' } });
  const m = await new Promise<{ load: number; render: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { load: number; render: number })),
  );
  coldLoad.push(m.load);
  cold.push(m.load + m.render);
}

const [first] = await timed(() => renderPng(chartSpec(day, 'it')));
// CPU time of the warm renders: what an idle core would take, whatever else the machine is running
const cpuBefore = process.cpuUsage();
for (let i = 0; i < ROUNDS; i++) await renderPng(chartSpec(day, 'it'));
const cpu = process.cpuUsage(cpuBefore);
const cpuPerChart = (cpu.user + cpu.system) / 1000 / ROUNDS;
const warm: number[] = [];
const svgStage: number[] = [];
const pngStage: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const [, total] = await timed(() => renderPng(chartSpec(day, 'it')));
  warm.push(total);
  const [, svg] = await timed(() => renderSvg(chartSpec(day, 'it')));
  svgStage.push(svg);
  pngStage.push(Math.max(0, total - svg));
}
const [weekPng, weekMs] = await timed(() => renderPng(chartSpec(week, 'it')));
const quietPng = await renderPng(chartSpec(dayStats([], '2026-11-20'), 'it'));

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const line = (name: string, xs: number[]) =>
  `${name.padEnd(26)} p50 ${ms(percentile(sorted(xs), 50)).padStart(9)}  p90 ${ms(percentile(sorted(xs), 90)).padStart(9)}`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const size = pngSize(first);
console.log(`chart render, busy day (1,000 calls), ${COLD} cold processes, ${ROUNDS} warm rounds`);
console.log(line('cold (first chart)', cold));
console.log(line('  of which loading libraries', coldLoad));
console.log(line('warm (spec → PNG)', warm));
console.log(line('  of which vega → SVG', svgStage));
console.log(line('  of which resvg → PNG', pngStage));
console.log(
  `warm CPU time per chart     ${ms(cpuPerChart)} (user + system, all threads: resvg may use more than one)`,
);
console.log(`week (7,000 calls)         ${ms(weekMs)}  ${kb(weekPng.length)}`);
console.log(
  `PNG busy day               ${kb(first.length)}  ${size.width}×${size.height} px; quiet day ${kb(quietPng.length)}`,
);
console.log(
  `against the targets         warm p50 ${(percentile(sorted(warm), 50) / TARGET_MS).toFixed(2)}× of ${TARGET_MS} ms, PNG ${(first.length / TARGET_BYTES).toFixed(2)}× of ${kb(TARGET_BYTES)}`,
);
