import type { webApi } from '@slack/bolt';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { blockNumber } from '../features/blacklist/blacklist.listener.js';
import { callButton } from '../features/call/call.listener.js';
import type { ActionContext, ListenerDeps } from '../work/listeners/listener-deps.js';
import { Permissions } from './permissions.js';

/** User group S0CALLERS of workspace A holds U0GRETA01; B has a group with the same id and nobody in it. */
const GROUPS: Record<string, string[]> = { T0AAAAAAA: ['U0GRETA01'], T0BBBBBBB: [] };

/** Each workspace's own client (as with per-installation tokens); no workspace named: none (as in production). */
async function webOf(teamId: string | undefined): Promise<webApi.WebClient> {
  const members = teamId ? GROUPS[teamId] : undefined;
  if (!members) throw new Error('no workspace');
  return { usergroups: { users: { list: async () => ({ ok: true, users: members }) } } } as never;
}

/** A click of `handler` by U0GRETA01 in workspace `teamId`: whether it was refused, and what was enqueued. */
async function clickIn(teamId: string, handler: (ctx: ActionContext) => Promise<void>) {
  const said: string[] = [];
  const enqueued: unknown[] = [];
  const deps = {
    permissions: new Permissions({ users: [], usergroups: ['S0CALLERS'] }, webOf, pino({ level: 'silent' })),
    links: { get: async () => '201' },
    keys: { callClaim: (id: string) => `test:${id}` },
    claims: { claim: async () => true, release: async () => undefined },
    logger: pino({ level: 'silent' }),
  } as unknown as ListenerDeps;
  await handler({
    deps,
    r: { userId: 'U0GRETA01', teamId, locale: 'it', account: { block_blacklist: 'Slack' } } as never,
    action: {
      action_id: 'pbx_x',
      value: JSON.stringify({ number: '0698765432', confirmation: 'c1' }),
    } as never,
    body: { user: { id: 'U0GRETA01' }, channel: { id: 'C1' } } as never,
    respond: (async () => undefined) as never,
    say: async (text: string) => said.push(text),
    enqueue: async (op: unknown) => Boolean(enqueued.push(op)),
  });
  return { refused: said.length > 0, enqueued };
}

it.each([
  ['call', callButton],
  ['block', blockNumber],
] as const)(
  '%s: a member of a permitted user group writes in its own workspace, not in another',
  async (_, handler) => {
    const inA = await clickIn('T0AAAAAAA', handler);
    expect(inA.refused).toBe(false);
    expect(inA.enqueued).toHaveLength(1);
    const inB = await clickIn('T0BBBBBBB', handler);
    expect(inB.refused).toBe(true);
    expect(inB.enqueued).toHaveLength(0);
  },
);
