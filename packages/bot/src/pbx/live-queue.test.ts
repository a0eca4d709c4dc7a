import { type LiveMember, memberStatusCodes, QueueLive } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { evaluateRule, measure } from '../feeds/alerts/evaluate-rule.js';
import { memberCountsText } from '../slack/views/member-counts.view.js';
import { callersWaiting, countMembers, memberCondition, nobodyFree } from './live-queue.js';

type Status = LiveMember['status'];

/** A member as the exchange reports it: `status`, and `paused` apart. */
function member(extension: string, status: Status, paused = false): LiveMember {
  return {
    extension,
    name: `Operatore ${extension}`,
    status,
    status_code: memberStatusCodes[status],
    paused,
    in_call: ['IN_CALL', 'BUSY', 'ON_HOLD', 'RINGING_IN_USE'].includes(status),
    calls_taken: 3,
    last_call: '2026-11-26 11:02:13',
    penalty: 0,
    callerid: extension,
    description: '',
  };
}

/** A live state checked against the API's schema, with the summary the exchange sent (possibly contradictory). */
function live(members: LiveMember[], summary: Partial<QueueLive['summary']>, waiting = 1): QueueLive {
  return QueueLive.parse({
    queue_name: 'assistenza',
    max: 10,
    strategy: 'leastrecent',
    calls_waiting: waiting,
    holdtime: 40,
    talktime: 180,
    completed: 12,
    abandoned: 2,
    service_level: 30,
    service_level_perf: 80,
    weight: 10,
    members,
    callers: Array.from({ length: waiting }, (_, i) => ({
      position: i + 1,
      channel: `SIP/trunk-0000${i}`,
      caller_number: `33312345${60 + i}`,
      caller_name: '',
      wait_seconds: 20 + i,
      wait_formatted: `00:${20 + i}`,
    })),
    summary: {
      total_members: members.length,
      members_available: 0,
      members_in_call: 0,
      members_paused: 0,
      members_unavailable: 0,
      callers_waiting: waiting,
      ...summary,
    },
  });
}

describe('countMembers: each member once, from the list, whatever the summary says', () => {
  it.each([
    [
      // the state that showed "Disponibili 0 · In chiamata 2 · In pausa 2 · Non raggiungibili 0 · Totale 3"
      'two in a call (one of them paused), one paused: the counters overlap',
      live([member('201', 'IN_CALL'), member('202', 'IN_CALL', true), member('209', 'AVAILABLE', true)], {
        members_in_call: 2,
        members_paused: 2,
      }),
      '3 operatori: 0 liberi · 0 squillano · 2 in chiamata · 1 in pausa · 0 non raggiungibili',
      true,
    ],
    [
      'a ringing operator is not "nobody free", though no counter counts it',
      live([member('205', 'RINGING'), member('206', 'IN_CALL'), member('202', 'AVAILABLE', true)], {
        members_in_call: 1,
        members_paused: 1,
      }),
      '3 operatori: 0 liberi · 1 squilla · 1 in chiamata · 1 in pausa · 0 non raggiungibili',
      false,
    ],
    [
      'ringing while already in a call still answers',
      live([member('205', 'RINGING_IN_USE'), member('206', 'UNAVAILABLE')], {
        members_in_call: 1,
        members_unavailable: 1,
      }),
      '2 operatori: 0 liberi · 1 squilla · 0 in chiamata · 0 in pausa · 1 non raggiungibile',
      false,
    ],
    [
      'a summary that claims someone is available while the list shows nobody free',
      live([member('201', 'BUSY'), member('210', 'ON_HOLD'), member('209', 'INVALID')], {
        members_available: 2,
        total_members: 5,
      }),
      '3 operatori: 0 liberi · 0 squillano · 2 in chiamata · 0 in pausa · 1 non raggiungibile',
      true,
    ],
    [
      'a summary that says nobody is available while the list shows a free operator',
      live([member('201', 'AVAILABLE'), member('202', 'UNKNOWN')], { members_unavailable: 2 }),
      '2 operatori: 1 libero · 0 squillano · 0 in chiamata · 0 in pausa · 0 non raggiungibili · 1 in stato sconosciuto',
      false,
    ],
    [
      'no members list: the summary counters, a paused member counted once',
      live([], { total_members: 3, members_in_call: 2, members_paused: 2 }),
      '3 operatori: 0 liberi · 0 squillano · 2 in chiamata · 1 in pausa · 0 non raggiungibili',
      true,
    ],
    [
      'no members list and counters above the total: the total grows so that the line adds up',
      live([], { total_members: 1, members_available: 1, members_in_call: 1 }),
      '2 operatori: 1 libero · 0 squillano · 1 in chiamata · 0 in pausa · 0 non raggiungibili',
      false,
    ],
  ])('%s', (_name, queue, line, nobody) => {
    const counts = countMembers(queue);
    expect(
      counts.free + counts.ringing + counts.inCall + counts.paused + counts.unreachable + counts.unknown,
    ).toBe(counts.total);
    expect(memberCountsText(counts, 'it')).toBe(line);
    expect(nobodyFree(queue)).toBe(nobody);
    // the rules read the same definition
    const rule = { critical: { noAgents: true as const } };
    expect(evaluateRule(rule, measure(queue)).met.includes('noAgents')).toBe(nobody);
  });

  it('a member is "in pausa" only when the pause is all there is to say', () => {
    expect(memberCondition(member('1', 'AVAILABLE', true))).toBe('paused');
    expect(memberCondition(member('1', 'IN_CALL', true))).toBe('inCall');
    expect(memberCondition(member('1', 'UNAVAILABLE', true))).toBe('unreachable');
    expect(memberCondition(member('1', 'RINGING', true))).toBe('ringing');
    expect(memberCondition({ status: 'AVAILABLE', paused: false, in_call: true })).toBe('inCall');
  });

  it('nobody waiting is never "nobody free"; callers counted by the longer of counter and list', () => {
    const empty = live([member('201', 'UNAVAILABLE')], {}, 0);
    expect(nobodyFree(empty)).toBe(false);
    expect(callersWaiting(live([], { callers_waiting: 4 }, 2))).toBe(4);
    expect(callersWaiting(live([], { callers_waiting: 0 }, 2))).toBe(2);
  });

  it('reads the same in English', () => {
    const queue = live([member('205', 'RINGING'), member('202', 'AVAILABLE', true)], {});
    expect(memberCountsText(countMembers(queue), 'en')).toBe(
      '2 agents: 0 free · 1 ringing · 0 in call · 1 paused · 0 unreachable',
    );
    expect(memberCountsText(countMembers(live([], {}, 0)), 'it')).toBe('Nessun operatore');
  });
});
