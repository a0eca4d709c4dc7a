import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/*', 'test'],
    // Most long files wait on real timers (end-to-end runs, thresholds of 60 s), not on the CPU: three at once
    // keep a 2-core machine busy without starving the timing-sensitive ones.
    maxWorkers: 3,
  },
});
