import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'demo',
    // Files share the modules their worker already loaded (see the root vitest.config.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // A no-op unless CENTRALINO_TEST_NOW is set (./bin/test-at).
    setupFiles: ['../../vitest.shift-clock.ts'],
  },
});
