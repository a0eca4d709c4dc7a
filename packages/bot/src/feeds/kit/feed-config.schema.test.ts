import { describe, expect, it } from 'vitest';
import { configRuleAccount, configRulesIssues } from './feed-config.schema.js';

const config = {
  accounts: [{ id: 'main' }, { id: 'north' }],
  routing: { channels: { C_NORTH: 'north' } },
};

describe('configured rules of a feed', () => {
  it('watch their own account, else the channel routed, else the default, else the only one', () => {
    expect(configRuleAccount(config, { account: 'main', channel: 'C_NORTH' })).toBe('main');
    expect(configRuleAccount(config, { channel: 'C_NORTH' })).toBe('north');
    expect(configRuleAccount(config, { channel: 'C_OTHER' })).toBeUndefined();
    expect(
      configRuleAccount(
        { ...config, routing: { ...config.routing, default_account: 'main' } },
        { channel: 'C_X' },
      ),
    ).toBe('main');
    expect(
      configRuleAccount({ accounts: [{ id: 'solo' }], routing: { channels: {} } }, { channel: 'C_X' }),
    ).toBe('solo');
  });

  it('say where an account is unknown, then the feed’s own problems, then a duplicate id', () => {
    const issues = configRulesIssues(config, {
      section: 'bookings',
      rules: [
        { channel: 'C_OTHER' },
        { account: 'south', channel: 'C_NORTH', id: 'cfg-1' },
        { channel: 'C_NORTH', id: 'x' },
      ],
      duplicateMessage: (id) => `duplicate "${id}"`,
      ruleIssues: (rule, path) => (rule.id === 'x' ? [{ path: [...path, 'id'], message: 'not x' }] : []),
    });
    expect(issues).toEqual([
      {
        path: ['bookings', 'rules', 0, 'account'],
        message: 'must name an account ("account") or be a channel listed under routing.channels',
      },
      { path: ['bookings', 'rules', 1, 'account'], message: 'unknown account "south"' },
      { path: ['bookings', 'rules', 1, 'id'], message: 'duplicate "cfg-1"' },
      { path: ['bookings', 'rules', 2, 'id'], message: 'not x' },
    ]);
  });
});
