import { describe, expect, it } from 'vitest';
import { memberCondition, summaryCounterOf } from './member-condition.js';
import { MemberStatus } from './queue.schema.js';

describe('memberCondition', () => {
  it('every status, paused or not: what the phone says first, then the break, and the summary counter', () => {
    const table = MemberStatus.options.flatMap((status) =>
      [false, true].map((paused) => {
        const condition = memberCondition({ status, paused });
        return `${status}${paused ? ' paused' : ''} → ${condition} (${summaryCounterOf(condition)})`;
      }),
    );
    expect(table).toEqual([
      'UNKNOWN → unknown (members_unavailable)',
      'UNKNOWN paused → unknown (members_unavailable)',
      'AVAILABLE → free (members_available)',
      'AVAILABLE paused → paused (members_paused)',
      'IN_CALL → inCall (members_in_call)',
      'IN_CALL paused → inCall (members_in_call)',
      'BUSY → inCall (members_in_call)',
      'BUSY paused → inCall (members_in_call)',
      'INVALID → unreachable (members_unavailable)',
      'INVALID paused → unreachable (members_unavailable)',
      'UNAVAILABLE → unreachable (members_unavailable)',
      'UNAVAILABLE paused → unreachable (members_unavailable)',
      'RINGING → ringing (members_in_call)',
      'RINGING paused → ringing (members_in_call)',
      'RINGING_IN_USE → ringing (members_in_call)',
      'RINGING_IN_USE paused → ringing (members_in_call)',
      'ON_HOLD → inCall (members_in_call)',
      'ON_HOLD paused → inCall (members_in_call)',
    ]);
  });

  it('an available phone the exchange says is in a call is in a call', () => {
    expect(memberCondition({ status: 'AVAILABLE', paused: true, in_call: true })).toBe('inCall');
  });
});
