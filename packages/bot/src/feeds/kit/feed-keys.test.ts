import { describe, expect, it } from 'vitest';
import { AlertKeys } from '../alerts/alert-keys.js';
import { MissedKeys } from '../missed/missed-keys.js';
import { ReportKeys } from '../report/report-keys.js';

// Deployments keep their data across versions: every feed's key strings stay byte-identical.
describe('feed keys', () => {
  it('alert cards keep their keys', () => {
    const k = new AlertKeys('bot');
    expect(k.prefix).toBe('bot:alerts');
    expect(k.runs).toBe('bot:alerts:{runs}');
    expect(k.rules('a1')).toBe('bot:alerts:{a1}:rules');
    expect(k.pause('a1', 'C1')).toBe('bot:alerts:{a1}:pause:C1');
    expect(k.silence('a1', 'C1', 'Sales & co')).toBe('bot:alerts:{a1}:silence:C1:Sales%20%26%20co');
    expect(k.open('a1')).toBe('bot:alerts:{a1}:open');
    expect(k.card('a1', 'c9')).toBe('bot:alerts:{a1}:card:c9');
    expect(k.replies('a1', 'c9')).toBe('bot:alerts:{a1}:card:c9:replies');
    expect(k.cardLock('a1', 'c9')).toBe('bot:alerts:{a1}:card:c9:lock');
    expect(k.poll('a1')).toBe('bot:alerts:{a1}:poll');
    expect(k.sample('a1')).toBe('bot:alerts:{a1}:sample');
    expect(k.profile('a1')).toBe('bot:alerts:{a1}:profile');
    expect(k.usage('a1')).toBe('bot:alerts:{a1}:usage');
    expect(k.pollLock('a1')).toBe('bot:alerts:{a1}:poll:lock');
  });

  it('missed-call notices keep their keys', () => {
    const k = new MissedKeys('bot');
    expect(k.prefix).toBe('bot:missed');
    expect(k.runs).toBe('bot:missed:{runs}');
    expect(k.rules('a1')).toBe('bot:missed:{a1}:rules');
    expect(k.ruleState('a1', 'm1')).toBe('bot:missed:{a1}:rule:m1');
    expect(k.pause('a1', 'C1')).toBe('bot:missed:{a1}:pause:C1');
    expect(k.notice('a1', 'n1')).toBe('bot:missed:{a1}:notice:n1');
    expect(k.noticeRecords('a1', 'n1')).toBe('bot:missed:{a1}:notice:n1:records');
    expect(k.noticeEnds('a1', 'n1')).toBe('bot:missed:{a1}:notice:n1:ends');
    expect(k.provisionals('a1')).toBe('bot:missed:{a1}:provisionals');
    expect(k.noticeLock('a1', 'n1')).toBe('bot:missed:{a1}:notice:n1:lock');
    expect(k.summary('a1', 's1')).toBe('bot:missed:{a1}:summary:s1');
    expect(k.open('a1')).toBe('bot:missed:{a1}:open');
    expect(k.feed('a1')).toBe('bot:missed:{a1}:feed');
    expect(k.readLock('a1')).toBe('bot:missed:{a1}:feed:lock');
  });

  it('morning reports keep their keys', () => {
    const k = new ReportKeys('bot');
    expect(k.rules('a1')).toBe('bot:report:rules:{a1}');
    expect(k.failure('a1', 'm1', '2026-11-28')).toBe('bot:report:failure:{a1}:m1:2026-11-28');
    expect(k.post('a1', 'm1', '2026-11-28')).toBe('bot:report:post:{a1}:m1:2026-11-28');
  });
});
