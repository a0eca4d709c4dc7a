import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // Files share the modules their worker already loaded (see the root vitest.config.ts).
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
