/**
 * Opening an empty, migrated in-memory PGlite database, in one run: the long way (a new cluster, then the
 * migrations) against loading the kept template (`templateCache`), alternating so both see the same machine.
 * Every test file of the server, every end-to-end PBX server and the demo open one.
 *
 * Run: `pnpm exec tsx bench/database-open.ts` (`BENCH_ROUNDS`, default 6).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../packages/server/src/db/open-database.js';
import { percentile } from './support/latency-stats.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const cacheDir = mkdtempSync(join(tmpdir(), 'centralino-bench-template-'));

async function timeOpen(templateCache?: string): Promise<number> {
  const started = performance.now();
  const handle = await openDatabase({ memory: true, ...(templateCache ? { templateCache } : {}) });
  const elapsed = performance.now() - started;
  await handle.close();
  return elapsed;
}

// The first open of a process compiles PGlite's WebAssembly: warm up, then keep the template.
await timeOpen();
const keeping = await timeOpen(cacheDir);
const longWay: number[] = [];
const fromTemplate: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  longWay.push(await timeOpen());
  fromTemplate.push(await timeOpen(cacheDir));
}
rmSync(cacheDir, { recursive: true, force: true });

const p50 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const row = (label: string, values: number[]) =>
  `${label.padEnd(34)} p50 ${(p50(values) / 1000).toFixed(2)} s  max ${(Math.max(...values) / 1000).toFixed(2)} s`;
console.log(`in-memory PGlite, empty and migrated, ${ROUNDS} rounds`);
console.log(row('new cluster + migrations', longWay));
console.log(row('from the kept template', fromTemplate));
console.log(`${'first open, keeping the template'.padEnd(34)} ${(keeping / 1000).toFixed(2)} s`);
console.log(`template / long way: ${(p50(fromTemplate) / p50(longWay)).toFixed(2)}`);
