import type { SuccessExamples } from './example-types.js';

/** Success bodies of blacklists, as the sandbox answers them on a furnished account. */
export const blacklistsExamples: SuccessExamples = {
  addBlacklistNumber: {
    201: {
      success: true,
      data: {
        id: 2,
        number: '0612345',
        description: 'Spam',
      },
    },
  },
  createBlacklist: {
    201: {
      success: true,
      data: {
        name: 'molesti',
        numbers: [],
        numbers_count: 0,
        used_by_rules: [],
      },
    },
  },
  deleteBlacklistNumber: {
    200: {
      success: true,
      data: {
        id: 2,
        deleted: true,
      },
    },
  },
  getBlacklist: {
    200: {
      success: true,
      data: {
        name: 'molesti',
        numbers: [],
        numbers_count: 0,
        used_by_rules: [],
      },
    },
  },
  getBlacklistNumber: {
    200: {
      success: true,
      data: {
        id: 2,
        number: '0612345',
        description: 'Spam',
      },
    },
  },
  listBlacklistNumbers: {
    200: {
      success: true,
      data: [
        {
          id: 2,
          number: '0612345',
          description: 'Spam',
        },
      ],
      count: 1,
    },
  },
  listBlacklists: {
    200: {
      success: true,
      data: [
        {
          name: 'spam',
          numbers_count: 1,
          used_by_rules: [],
        },
      ],
      count: 1,
    },
  },
  updateBlacklistNumber: {
    200: {
      success: true,
      data: {
        id: 2,
        number: '0612345',
        description: null,
      },
    },
  },
};
