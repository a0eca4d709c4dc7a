import type { SuccessExamples } from './example-types.js';

/** Success bodies of the account and health check, as the sandbox answers them on a furnished account. */
export const accountExamples: SuccessExamples = {
  getAccount: {
    200: {
      success: true,
      data: {
        context: 'studio-rossi',
        key_name: 'default',
        limits: {
          requests_per_minute: 20,
          requests_per_day: 1000,
        },
        usage: {
          minute: {
            used: 3,
            limit: 20,
          },
          day: {
            used: 148,
            limit: 1000,
          },
        },
      },
    },
  },
  getPing: {
    200: {
      status: 'ok',
      timestamp: '2025-06-02 12:00:15',
    },
  },
};
