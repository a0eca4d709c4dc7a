import { describe, expect, it } from 'vitest';
import { mrkdwnToText } from './mrkdwn.js';

const cases: [string, { given: string; want: string }][] = [
  ['plain text untouched', { given: '*3* waiting :warning:', want: '*3* waiting :warning:' }],
  [
    'link with label',
    { given: 'See <https://pbx.example/q/1|queue 1>', want: 'See queue 1 (https://pbx.example/q/1)' },
  ],
  ['bare link', { given: '<https://pbx.example>', want: 'https://pbx.example' }],
  ['user mention', { given: 'Paused by <@U123>', want: 'Paused by @U123' }],
  ['user mention with label', { given: '<@U123|alice>', want: '@alice' }],
  ['channel', { given: 'in <#C1|general> and <#C2>', want: 'in #general and #C2' }],
  ['special mentions', { given: '<!here> <!channel>', want: '@here @channel' }],
  ['user group', { given: '<!subteam^S1|@oncall>', want: '@oncall' }],
  ['date fallback', { given: '<!date^1392734382^{date_short}|Feb 18, 2014>', want: 'Feb 18, 2014' }],
  ['entities', { given: 'a &lt; b &amp;&amp; c &gt; d', want: 'a < b && c > d' }],
];

describe('mrkdwnToText', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(mrkdwnToText(given)).toBe(want);
  });

  it('uses name lookups when given', () => {
    expect(mrkdwnToText('<@U1> in <#C1>', { user: () => 'alice', channel: () => 'general' })).toBe(
      '@alice in #general',
    );
  });
});
