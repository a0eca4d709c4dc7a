import type { SuccessExamples } from './example-types.js';

/** Success bodies of switches and contacts, as the sandbox answers them on a furnished account. */
export const directoryExamples: SuccessExamples = {
  getContact: {
    200: {
      success: true,
      data: {
        id: 4821,
        number: '3331234567',
        name: 'Mario Rossi',
        company: 'Rossi srl',
        notes: null,
      },
    },
  },
  getSwitch: {
    200: {
      success: true,
      data: {
        id: 12,
        description: 'Chiusura serale',
        activation: '*11',
        action: {
          type: 'hangup',
          target: null,
          label: 'Riaggancia',
        },
        status: 1,
        active: true,
      },
    },
  },
  updateContact: {
    200: {
      success: true,
      data: {
        id: 4821,
        number: '3331234567',
        name: 'Mario Rossi',
        company: null,
        notes: 'Richiamare',
      },
    },
  },
};
