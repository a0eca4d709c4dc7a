import { describe, expect, it } from 'vitest';
import { AccountLabels, relabelAccounts } from './metric-labels.js';

describe('AccountLabels', () => {
  it('names the configuration’s accounts by id and any other by an opaque label, stable for a key', () => {
    const labels = new AccountLabels('deployment-secret');
    labels.setNamed(['main']);
    expect(labels.label('main')).toBe('main');
    const connected = labels.label('acme-spa-0123456789');
    expect(connected).toMatch(/^acct-[0-9a-f]{12}$/);
    expect(new AccountLabels('deployment-secret').label('acme-spa-0123456789')).toBe(connected);
    expect(new AccountLabels('another-deployment').label('acme-spa-0123456789')).not.toBe(connected);
    expect(labels.label('acme-spa-0123456788')).not.toBe(connected);
  });
});

describe('relabelAccounts', () => {
  it('rewrites every account label and nothing else, escaped values included', () => {
    const text = [
      '# HELP x_total Some help with account="not-a-label"',
      'x_total{account="acme",outcome="ok"} 1',
      'y_bucket{le="0.1",account="we\\"ird\\\\id"} 2',
      'z{myaccount="acme"} 3',
    ].join('\n');
    const seen: string[] = [];
    const out = relabelAccounts(text, (id) => {
      seen.push(id);
      return `L${seen.length}`;
    });
    expect(seen).toEqual(['acme', 'we"ird\\id']);
    expect(out.split('\n')).toEqual([
      '# HELP x_total Some help with account="not-a-label"',
      'x_total{account="L1",outcome="ok"} 1',
      'y_bucket{le="0.1",account="L2"} 2',
      'z{myaccount="acme"} 3',
    ]);
  });
});
