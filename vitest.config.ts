import { defineConfig } from 'vitest/config';
import { SlowestFirstSequencer } from './vitest.sequencer.js';

/*
 * Every project sets `isolate: false`: a worker keeps the modules it loaded for the next test file instead of
 * loading the server, Drizzle, PGlite, Hono and zod again for each one (that took longer than many files' tests,
 * about half of the suite's CPU time). Each file still runs its own module and hooks; what it would share is module
 * state, and no test here mocks modules (`vi.mock`) or relies on a fresh module: keep it so, or give the file's
 * project `isolate: true`.
 */
export default defineConfig({
  test: {
    projects: ['packages/*', 'test'],
    // Most long files wait on real timers (end-to-end runs, thresholds of 60 s), not on the CPU: three at once
    // keep a 2-core machine busy without starving the timing-sensitive ones.
    maxWorkers: 3,
    sequence: { sequencer: SlowestFirstSequencer },
  },
});
