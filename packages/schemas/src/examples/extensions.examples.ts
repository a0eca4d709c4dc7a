import type { SuccessExamples } from './example-types.js';

/** Success bodies of extensions and VoIP numbers, as the sandbox answers them on a furnished account. */
export const extensionsExamples: SuccessExamples = {
  getExtension: {
    200: {
      success: true,
      data: {
        id: 1,
        extension: 'SIP/studio-rossi-101',
        internal_number: '101',
        description: 'Reception',
        outbound_provider: 'PRINCIPALE',
        sip_config: {
          server: 'sip.centralino.local',
          stun_server: 'stun.centralino.local',
          username: 'studio-rossi-101',
          port: 5060,
        },
      },
    },
  },
  getExtensionStatus: {
    200: {
      success: true,
      data: {
        extension: 'SIP/studio-rossi-102',
        internal_number: '102',
        description: 'Amministrazione',
        status: 'OFFLINE',
        is_online: false,
        timestamp: '2025-06-02 12:00:15',
      },
    },
  },
  listExtensionStatuses: {
    200: {
      success: true,
      data: [
        {
          extension: 'SIP/studio-rossi-101',
          internal_number: '101',
          description: 'Reception',
          status: 'BUSY',
          is_online: true,
        },
        {
          extension: 'SIP/studio-rossi-102',
          internal_number: '102',
          description: 'Amministrazione',
          status: 'OFFLINE',
          is_online: false,
        },
      ],
      count: 2,
      summary: {
        online: 1,
        offline: 1,
      },
    },
  },
  listExtensions: {
    200: {
      success: true,
      data: [
        {
          id: 1,
          extension: 'SIP/studio-rossi-101',
          internal_number: '101',
          description: 'Reception',
          outbound_provider: 'PRINCIPALE',
        },
        {
          id: 2,
          extension: 'SIP/studio-rossi-102',
          internal_number: '102',
          description: 'Amministrazione',
          outbound_provider: 'PRINCIPALE',
        },
      ],
      count: 2,
    },
  },
  listVoipStatus: {
    200: {
      success: true,
      data: [
        {
          number: '0612345678',
          registered: true,
          provider: 'SBC',
          provider_label: 'SBC',
          username: '',
          sip_server: '',
          description: '',
          note: '',
        },
        {
          number: '0287654321',
          registered: true,
          provider: 'VIRTUAL',
          provider_label: 'Virtuale',
          username: '',
          sip_server: '',
          description: '',
          note: '',
        },
        {
          number: '0555123456',
          registered: true,
          provider: 'SBC',
          provider_label: 'SBC',
          username: '',
          sip_server: '',
          description: '',
          note: '',
        },
      ],
      count: 3,
      summary: {
        total: 3,
        registered: 3,
        unregistered: 0,
      },
    },
  },
};
