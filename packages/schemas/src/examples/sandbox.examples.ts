import type { SandboxExamples } from './example-types.js';
import { webhookAdminExamples } from './webhook-admin.examples.js';

/** Success bodies of the sandbox surface (/_admin, /_sim), as the sandbox answers them. */
export const sandboxExamples: SandboxExamples = {
  sandboxCreateAccount: {
    201: {
      context: 'studio-rossi',
      api_key: 'cnt_example-key-shown-only-in-this-answer-0001',
      key_name: 'default',
    },
  },
  sandboxCreateKey: {
    201: {
      api_key: 'cnt_example-key-shown-only-in-this-answer-0002',
      key_name: 'crm',
    },
  },
  sandboxRevokeKey: {
    200: {
      key_name: 'crm',
      revoked: true,
    },
  },
  sandboxResetClock: {
    200: {
      now: '2026-03-16T08:00:00.000Z',
      fixed: false,
    },
  },
  sandboxSetClock: {
    200: {
      now: '2025-06-02T10:00:00.000Z',
      fixed: true,
    },
  },
  simAbandonCaller: {
    200: {
      queue_name: 'supporto',
      caller_number: '3409876543',
      outcome: 'abandoned',
      wait_seconds: 95,
      member: null,
    },
  },
  simAddCaller: {
    200: {
      queue_name: 'supporto',
      linkedid: '1748858400.2',
      channel: 'SIP/trunk-00000002',
      caller_number: '+39 340 111 2223',
      caller_name: '',
      voip_number: '0612345678',
      joined_at: '2025-06-02T10:00:00.000Z',
      outcome: 'blocked',
      blacklist: 'spam',
    },
    201: {
      queue_name: 'supporto',
      linkedid: '1748858400.1',
      channel: 'SIP/trunk-00000001',
      caller_number: '3331234567',
      caller_name: 'Mario Bianchi',
      voip_number: '0612345678',
      joined_at: '2025-06-02T10:00:00.000Z',
      outcome: 'waiting',
      position: 1,
    },
  },
  simCheck: {
    200: {
      ok: true,
      now: '2025-06-02T10:05:00.000Z',
      violations: [],
      waiting_callers: 2,
      calls_in_progress: 1,
      ended_calls: 7,
    },
  },
  simAnswerCaller: {
    200: {
      queue_name: 'supporto',
      caller_number: '3331234567',
      outcome: 'answered',
      wait_seconds: 42,
      member: '101',
    },
  },
  simListOriginated: {
    200: {
      data: [
        {
          call_id: '1748858400.3',
          extension: '101',
          number: '0299887766',
          caller_id_label: '0299887766',
          channel: 'SIP/studio-rossi-101-00000003',
          placed_at: '2025-06-02T10:00:00.000Z',
          key_name: 'default',
          state: 'ended',
          disposition: 'ANSWERED',
        },
      ],
      count: 1,
    },
  },
  simSetExtensionStatus: {
    200: {
      status: 'ONLINE',
    },
  },
  simSetOriginateOutcome: {
    200: {
      disposition: 'NO ANSWER',
      extension_ring_seconds: 3,
      ring_seconds: 30,
      talk_seconds: 60,
    },
  },
  simSetMember: {
    200: {
      paused: true,
    },
  },
  simSetTelephony: {
    200: {
      reachable: true,
    },
  },
  ...webhookAdminExamples,
};
