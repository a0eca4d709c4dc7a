import { describe, expect, it } from 'vitest';
import { liveQueue, rule } from './alert.fixture.js';
import { cardKey, desiredCards, evaluateRule, measure } from './evaluate-rule.js';

describe('evaluateRule', () => {
  const r = rule({
    queue: 'assistenza',
    warning: { waiting: 2, waitSeconds: 60, noAgents: true },
    critical: { waiting: 5, waitSeconds: 180 },
  });
  it.each([
    ['empty queue', [], 1, null, []],
    ['one short wait', [10], 1, null, []],
    ['two waiting', [10, 5], 1, 'warning', ['waiting']],
    ['one long wait', [61], 1, 'warning', ['wait']],
    ['nobody available, the caller has just arrived', [0], 0, null, []],
    ['nobody available, the caller has waited a few seconds', [9], 0, null, []],
    ['nobody available, the caller has really waited', [10], 0, 'warning', ['noAgents']],
    ['no members but nobody waits', [], 0, null, []],
    ['several warning conditions', [70, 5], 0, 'warning', ['waiting', 'wait', 'noAgents']],
    ['five waiting: critical', [1, 1, 1, 1, 1], 1, 'critical', ['waiting']],
    ['three minutes: critical', [180], 1, 'critical', ['wait']],
  ] as const)('%s', (_name, waits, available, level, met) => {
    expect(evaluateRule(r, measure(liveQueue('assistenza', waits, available)))).toEqual({ level, met });
  });

  it('a critical-only rule skips the warning level', () => {
    const onlyCritical = rule({ queue: '*', critical: { waiting: 3 } });
    expect(evaluateRule(onlyCritical, measure(liveQueue('q', [1, 1])))).toEqual({ level: null, met: [] });
    expect(evaluateRule(onlyCritical, measure(liveQueue('q', [1, 1, 1])))).toMatchObject({
      level: 'critical',
    });
  });
});

describe('desiredCards', () => {
  const queues = [
    liveQueue('assistenza', [10, 20, 30]),
    liveQueue('vendite', []),
    liveQueue('amministrazione', [5]),
  ];

  it('one entry per channel and queue watched, with the highest level and the mentions of critical rules', () => {
    const rules = [
      rule({ id: 'all', queue: '*', warning: { waiting: 1 } }),
      rule({ id: 'crit', queue: 'assistenza', critical: { waiting: 3 }, mention: ['@here', 'U0ALICE01'] }),
      rule({ id: 'other', channel: 'C0OTHER01', queue: 'vendite', warning: { noAgents: true } }),
    ];
    const desired = desiredCards(rules, queues);
    expect([...desired.keys()].sort()).toEqual(
      [
        cardKey('C0ALERTS1', 'assistenza'),
        cardKey('C0ALERTS1', 'vendite'),
        cardKey('C0ALERTS1', 'amministrazione'),
        cardKey('C0OTHER01', 'vendite'),
      ].sort(),
    );
    expect(desired.get(cardKey('C0ALERTS1', 'assistenza'))).toMatchObject({
      level: 'critical',
      met: ['waiting'],
      mentions: ['@here', 'U0ALICE01'],
      ruleIds: ['all', 'crit'],
    });
    expect(desired.get(cardKey('C0ALERTS1', 'vendite'))).toMatchObject({ level: null, mentions: [] });
    expect(desired.get(cardKey('C0ALERTS1', 'amministrazione'))).toMatchObject({ level: 'warning' });
    expect(desired.get(cardKey('C0OTHER01', 'vendite'))).toMatchObject({ level: null });
  });

  it('a rule for a queue the exchange does not report watches nothing', () => {
    expect(desiredCards([rule({ queue: 'gone', warning: { waiting: 1 } })], queues).size).toBe(0);
  });
});
