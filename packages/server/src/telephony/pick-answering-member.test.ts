import type { QueueStrategy } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { pickAnsweringMember } from './pick-answering-member.js';
import { defaultOriginatePlan, type SimAccount, type SimMembership, type SimQueue } from './sim-state.js';

const NOW = Date.parse('2025-06-02T10:00:00Z');

function member(internalNumber: string, position: number, extra: Partial<SimMembership> = {}): SimMembership {
  return {
    internalNumber,
    position,
    penalty: 0,
    paused: false,
    status: null,
    callsTaken: 0,
    lastCall: null,
    ...extra,
  };
}

function world(strategy: QueueStrategy, members: SimMembership[], lastAnswered: string | null = null) {
  const account: SimAccount = {
    accountId: 1,
    context: 'x',
    reachable: true,
    extensions: new Map(
      members.map((m) => [
        m.internalNumber,
        {
          extension: `SIP/x-${m.internalNumber}`,
          internalNumber: m.internalNumber,
          description: '',
          status: 'ONLINE',
          outboundProvider: 'PRINCIPALE',
        },
      ]),
    ),
    queues: new Map(),
    voip: new Map(),
    mainNumber: undefined,
    talking: [],
    dialling: [],
    originated: [],
    originatePlan: defaultOriginatePlan,
    ended: [],
    ledgerTruncated: false,
  };
  const queue: SimQueue = {
    queueName: 'q',
    strategy,
    maxlen: 0,
    weight: 0,
    serviceLevel: 60,
    members,
    callers: [],
    completed: 0,
    abandoned: 0,
    totalHoldSeconds: 0,
    totalTalkSeconds: 0,
    answeredWithinServiceLevel: 0,
    lastAnswered,
  };
  return { account, queue };
}

describe('pickAnsweringMember', () => {
  it.each<[string, QueueStrategy, SimMembership[], string | null, string | undefined]>([
    ['ringall takes the first in order', 'ringall', [member('a', 0), member('b', 1)], null, 'a'],
    ['the lowest penalty goes first', 'ringall', [member('a', 0, { penalty: 2 }), member('b', 1)], null, 'b'],
    ['paused members are skipped', 'ringall', [member('a', 0, { paused: true }), member('b', 1)], null, 'b'],
    [
      'busy devices are skipped',
      'ringall',
      [member('a', 0, { status: 'IN_CALL' }), member('b', 1)],
      null,
      'b',
    ],
    [
      'roundrobin continues after the last',
      'roundrobin',
      [member('a', 0), member('b', 1), member('c', 2)],
      'b',
      'c',
    ],
    ['roundrobin wraps around', 'roundrobin', [member('a', 0), member('b', 1)], 'b', 'a'],
    [
      'leastrecent prefers who never answered',
      'leastrecent',
      [member('a', 0, { lastCall: new Date(NOW - 1000) }), member('b', 1)],
      null,
      'b',
    ],
    [
      'leastrecent then the oldest call',
      'leastrecent',
      [
        member('a', 0, { lastCall: new Date(NOW - 1000) }),
        member('b', 1, { lastCall: new Date(NOW - 9000) }),
      ],
      null,
      'b',
    ],
    [
      'fewestcalls',
      'fewestcalls',
      [member('a', 0, { callsTaken: 3 }), member('b', 1, { callsTaken: 1 })],
      null,
      'b',
    ],
    ['nobody available', 'ringall', [member('a', 0, { status: 'UNAVAILABLE' })], null, undefined],
  ])('%s', (_name, strategy, members, lastAnswered, want) => {
    const { account, queue } = world(strategy, members, lastAnswered);
    expect(pickAnsweringMember(account, queue, NOW)?.internalNumber).toBe(want);
  });

  it('random picks with the given source among the best penalty', () => {
    const { account, queue } = world('random', [
      member('a', 0),
      member('b', 1),
      member('c', 2, { penalty: 1 }),
    ]);
    expect(pickAnsweringMember(account, queue, NOW, () => 0.99)?.internalNumber).toBe('b');
    expect(pickAnsweringMember(account, queue, NOW, () => 0)?.internalNumber).toBe('a');
  });

  it('treats a member still talking from an earlier queue call as busy', () => {
    const { account, queue } = world('ringall', [member('a', 0), member('b', 1)]);
    account.talking.push({
      channel: 'SIP/trunk-1',
      linkedid: '1.1',
      callerNumber: '333',
      callerName: '',
      destination: '06',
      joinedAt: new Date(NOW - 5000),
      abandonAt: null,
      queueName: 'q',
      member: 'a',
      answeredAt: NOW - 1000,
      endAt: NOW + 1000,
    });
    expect(pickAnsweringMember(account, queue, NOW)?.internalNumber).toBe('b');
    account.talking.length = 0; // the call ended and was settled
    expect(pickAnsweringMember(account, queue, NOW + 1000)?.internalNumber).toBe('a');
  });
});
