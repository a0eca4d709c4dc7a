import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    // Files share the modules their worker already loaded (see the root vitest.config.ts).
    isolate: false,
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**'],
    // A no-op unless CENTRALINO_TEST_NOW is set (./bin/test-at).
    setupFiles: ['../vitest.shift-clock.ts'],
  },
});
