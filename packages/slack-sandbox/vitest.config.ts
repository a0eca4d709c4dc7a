import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'slack-sandbox',
    include: ['src/**/*.test.ts'],
  },
});
