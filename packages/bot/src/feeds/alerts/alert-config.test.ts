import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../app/registry/bot-config.js';
import { ConfigError } from '../../core/config/config-error.js';
import { configAlertRules } from './config-rules.js';

const env = { PBX_MAIN_API_KEY: 'k1', PBX_BRANCH_API_KEY: 'k2' };
const accounts = `
accounts:
  - id: main
    base_url: https://pbx.example.com
    api_key_env: PBX_MAIN_API_KEY
  - id: branch
    base_url: https://pbx-branch.example.com
    api_key_env: PBX_BRANCH_API_KEY
routing:
  default_account: main
  channels:
    C0BRANCH01: branch
`;

function issuesOf(text: string): string[] {
  try {
    parseConfigText(text, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues.map((i) => `${i.path}: ${i.message}`);
    throw error;
  }
  return [];
}

describe('alerts in the configuration file', () => {
  it('has working defaults without an alerts section', () => {
    const { config } = parseConfigText(accounts, env);
    expect(config.alerts).toMatchObject({
      base_interval_ms: 15_000,
      clear_after_ms: 30_000,
      unreachable_after_ms: 60_000,
      rules: [],
    });
    expect(config.limiter.background_day_share).toBe(0.5);
  });

  it('reads rules: account from routing, days by name, ids given or cfg-N', () => {
    const { config } = parseConfigText(
      `${accounts}
alerts:
  base_interval_ms: 10000
  rules:
    - channel: C0ALERTS1
      queue: assistenza
      warning: { waiting: 3, wait_seconds: 60 }
      critical: { waiting: 6, no_agents: true }
      mention: [U0ALICE01, "@here"]
      hours: { days: [mon, tue, wed, thu, fri], from: "08:30", to: "18:00" }
    - id: filiale
      channel: C0BRANCH01
      queue: "*"
      warning: { no_agents: true }
`,
      env,
    );
    expect(configAlertRules(config)).toEqual([
      {
        id: 'cfg-1',
        accountId: 'main',
        channel: 'C0ALERTS1',
        source: 'config',
        queue: 'assistenza',
        warning: { waiting: 3, waitSeconds: 60 },
        critical: { waiting: 6, noAgents: true },
        mention: ['U0ALICE01', '@here'],
        hours: { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:00' },
      },
      {
        id: 'filiale',
        accountId: 'branch',
        channel: 'C0BRANCH01',
        source: 'config',
        queue: '*',
        warning: { noAgents: true },
        mention: [],
      },
    ]);
  });

  it('reports every bad rule with its path', () => {
    const issues = issuesOf(`${accounts}
alerts:
  rules:
    - { channel: C0ALERTS1, queue: a }
    - { channel: C0ALERTS1, queue: a, warning: { waiting: 5 }, critical: { waiting: 2 } }
    - { channel: general, queue: a, warning: { waiting: 1 } }
    - { channel: C0ALERTS1, queue: a, warning: { waiting: 1 }, hours: { days: [funday], from: "18:00", to: "08:00" } }
    - { channel: C0ALERTS1, queue: a, warning: { waiting: 1 }, mention: [alice] }
`);
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^alerts\.rules\[0\]\.warning: must have at least one condition/),
        expect.stringMatching(
          /^alerts\.rules\[1\]\.critical\.waiting: must be higher than the warning threshold/,
        ),
        expect.stringMatching(/^alerts\.rules\[2\]\.channel: must be a Slack channel id/),
        expect.stringMatching(/^alerts\.rules\[3\]\.hours\.days\[0\]: must be a weekday/),
        expect.stringMatching(/^alerts\.rules\[4\]\.mention\[0\]: must be a Slack user/),
      ]),
    );
    expect(
      issuesOf(`${accounts}
alerts:
  rules:
    - { channel: C0ALERTS1, queue: a, account: nope, warning: { waiting: 1 } }
    - { id: twice, channel: C0ALERTS1, queue: a, warning: { waiting: 1 } }
    - { id: twice, channel: C0ALERTS1, queue: b, warning: { waiting: 1 } }
`),
    ).toEqual([
      'alerts.rules[0].account: unknown account "nope"',
      'alerts.rules[2].id: duplicate alert rule id "twice": give every rule a different id',
    ]);
  });
});
