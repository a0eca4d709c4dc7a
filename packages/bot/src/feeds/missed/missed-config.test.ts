import { describe, expect, it } from 'vitest';
import { parseConfigText } from '../../app/registry/bot-config.js';
import { ConfigError } from '../../core/config/config-error.js';
import { configMissedRules } from './missed-config.schema.js';

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

describe('missed calls in the configuration file', () => {
  it('still loads a file of an older version with `heartbeat_ms` (no longer used: each read plans the next)', () => {
    expect(issuesOf(`${accounts}missed:\n  heartbeat_ms: 30000\n`)).toEqual([]);
  });

  it('has working defaults without a missed section', () => {
    const { config } = parseConfigText(accounts, env);
    expect(config.missed).toMatchObject({
      min_interval_ms: 20_000,
      burst_size: 5,
      feed_share: 0.1,
      rules: [],
    });
  });

  it('reads rules: numbers as people write them, days as names, the account from the routing', () => {
    const { config } = parseConfigText(
      `${accounts}
missed:
  rules:
    - channel: C0FRONT001
      numbers: ["06 1234 5678", "+39 02 8765 4321"]
      hours: { days: [lun, mar, mer, gio, ven], from: "08:30", to: "18:00" }
    - id: filiale
      channel: C0BRANCH01
      daily: "18:15"
`,
      env,
    );
    expect(configMissedRules(config)).toEqual([
      {
        id: 'cfg-1',
        accountId: 'main',
        channel: 'C0FRONT001',
        numbers: ['0612345678', '+390287654321'],
        hours: { days: [1, 2, 3, 4, 5], from: '08:30', to: '18:00' },
        daily: '17:30',
        source: 'config',
      },
      {
        id: 'filiale',
        accountId: 'branch',
        channel: 'C0BRANCH01',
        numbers: [],
        daily: '18:15',
        source: 'config',
      },
    ]);
  });

  it('names what is wrong: a channel that is no id, an unknown account, a duplicate id, a bad number', () => {
    const issues = issuesOf(`${accounts}
missed:
  rules:
    - { channel: general }
    - { channel: C0FRONT001, account: nowhere }
    - { id: a, channel: C0FRONT001 }
    - { id: a, channel: C0FRONT002 }
    - { channel: C0FRONT003, numbers: [centralino] }
`);
    expect(issues.join('\n')).toMatch(/missed\.rules\[0\]\.channel: .*channel id/);
    expect(issues.join('\n')).toMatch(/missed\.rules\[1\]\.account: unknown account "nowhere"/);
    expect(issues.join('\n')).toMatch(/missed\.rules\[3\]\.id: duplicate/);
    expect(issues.join('\n')).toMatch(/missed\.rules\[4\]\.numbers\[0\]: .*phone number/);
  });
});
