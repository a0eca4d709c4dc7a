import { describe, expect, it } from 'vitest';
import { ownsWebhookOf } from './webhook-owner.js';

/** Two file accounts (`shared`, and `sales` named for T0SALES), one account T0A connected from Slack. */
function deps() {
  return {
    config: {
      accounts: [{ id: 'shared' }, { id: 'sales' }],
      routing: { default_account: 'shared', teams: { T0SALES: 'sales' }, channels: { C0SALES: 'sales' } },
    },
    accounts: {
      connectedStore: {
        forWorkspace: async (teamId: string) => (teamId === 'T0A' ? [{ id: 'a-connected' }] : []),
      },
    },
  } as unknown as Parameters<typeof ownsWebhookOf>[0];
}

const owns = (teamId: string, accountId: string, singleWorkspace = false) =>
  ownsWebhookOf(deps(), { teamId, accountId, singleWorkspace });

describe('ownsWebhookOf: who may set an account’s webhook secret from Slack', () => {
  it('the workspace that connected the account, or the one the file names for it', async () => {
    expect(await owns('T0A', 'a-connected')).toBe(true);
    expect(await owns('T0SALES', 'sales')).toBe(true);
  });

  it('never another workspace: not through a channel of the file, not the shared default of many workspaces', async () => {
    expect(await owns('T0B', 'a-connected')).toBe(false);
    expect(await owns('T0B', 'sales')).toBe(false); // C0SALES routes to it, for every team
    expect(await owns('T0A', 'sales')).toBe(false);
    expect(await owns('T0B', 'shared')).toBe(false);
    expect(await owns('T0SALES', 'shared')).toBe(false);
    expect(await owns('T0B', 'unknown')).toBe(false);
  });

  it('a deployment for one workspace: its admins own the file’s accounts no team is named for', async () => {
    expect(await owns('T0ONE', 'shared', true)).toBe(true);
    expect(await owns('T0ONE', 'sales', true)).toBe(false);
  });
});
