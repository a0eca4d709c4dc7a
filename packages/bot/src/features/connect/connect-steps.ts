import { section } from '../../slack/views/blocks.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { AccountFreeStepInput, CommandPlan } from '../../work/listeners/listener-deps.js';
import { connectedListView, connectFormView } from './connect.view.js';
import { connectMessagesFor } from './connect-messages.js';

declare module '../../work/commands/parsed-command.js' {
  interface FeatureCommandSteps {
    /** `/pbx connect`: the modal asking for the API's URL and key. */
    'connect-open': { kind: 'connect-open' };
    /** `/pbx list`: the workspace's connected accounts. */
    'connect-list': { kind: 'connect-list' };
    /** `/pbx use <id>` in a channel; `undefined`: back to the workspace's default. */
    'connect-use': { kind: 'connect-use'; accountId: string | undefined };
    /** `/pbx disconnect <id>`. */
    'connect-disconnect': { kind: 'connect-disconnect'; accountId: string };
  }
}

/** Why the user cannot manage the workspace's accounts here; `undefined` when they can. */
async function refusal(
  { deps, r, command }: AccountFreeStepInput,
  opts: { toConnect: boolean },
): Promise<string | undefined> {
  const t = connectMessagesFor(r.locale);
  if (!r.teamId) return t.noWorkspace;
  if (!deps.connect.store) return t.notEnabled;
  if (opts.toConnect && !deps.connect.canEncrypt) return t.notEnabled;
  if (!(await deps.connect.isAdmin(r.userId, r.teamId, command.enterprise_id))) return t.notAdmin;
  return undefined;
}

/** `/pbx connect`, for admins: acked empty, then the modal opens with the trigger (it lasts 3 s). */
export async function openConnectModal(_step: unknown, input: AccountFreeStepInput): Promise<CommandPlan> {
  const { deps, r, command } = input;
  const refused = await refusal(input, { toConnect: true });
  if (refused) return { ack: errorView(refused, r.locale) };
  return {
    ack: undefined,
    async after({ client, respond }) {
      try {
        await client.views.open({ trigger_id: command.trigger_id ?? '', view: connectFormView(r.locale) });
      } catch (err) {
        deps.logger.warn({ err: String(err) }, 'cannot open the connect modal');
        await respond({
          response_type: 'ephemeral',
          text: errorView(connectMessagesFor(r.locale).expired, r.locale).text,
        }).catch(() => {});
      }
    },
  };
}

/** `/pbx list`, for admins: the workspace's connected accounts (key names only). */
export async function listConnected(_step: unknown, input: AccountFreeStepInput): Promise<CommandPlan> {
  const { deps, r } = input;
  const refused = await refusal(input, { toConnect: false });
  if (refused || !deps.connect.store || !r.teamId) return { ack: errorView(refused ?? '', r.locale) };
  const accounts = await deps.connect.store.forWorkspace(r.teamId);
  const channels = await deps.connect.store.channelsOf(r.teamId);
  const channelsOf = (id: string) => [...channels].filter(([, a]) => a === id).map(([c]) => c);
  return {
    ack: connectedListView(
      r.locale,
      accounts.map((a) => ({ ...a, revoked: a.revokedAt !== undefined, channels: channelsOf(a.id) })),
    ),
  };
}

/** `/pbx disconnect <id>`, for admins: the account leaves the workspace (and the database, if nobody else uses it). */
export async function disconnectConnected(
  step: { accountId: string },
  input: AccountFreeStepInput,
): Promise<CommandPlan> {
  const { deps, r } = input;
  const t = connectMessagesFor(r.locale);
  const refused = await refusal(input, { toConnect: false });
  if (refused || !deps.connect.store || !r.teamId) return { ack: errorView(refused ?? '', r.locale) };
  const account = (await deps.connect.store.forWorkspace(r.teamId)).find((a) => a.id === step.accountId);
  if (!account || !(await deps.connect.store.disconnect(r.teamId, account.id))) {
    return { ack: errorView(t.notConnected(step.accountId), r.locale) };
  }
  deps.connect.changed({ teamId: r.teamId, accountId: account.id });
  deps.logger.info(
    { audit: 'pbx.disconnect', account: account.id, teamId: r.teamId, userId: r.userId },
    'PBX account disconnected from a workspace',
  );
  const text = t.disconnected(account.exchange);
  return { ack: { text, blocks: [section(text)] } };
}

/** `/pbx use <id>`, for admins: the channel's commands use that connected account (or the default again). */
export async function useInChannel(
  step: { accountId: string | undefined },
  input: AccountFreeStepInput,
): Promise<CommandPlan> {
  const { deps, r } = input;
  const t = connectMessagesFor(r.locale);
  const refused = await refusal(input, { toConnect: false });
  const store = deps.connect.store;
  if (refused || !store || !r.teamId || !r.channelId) {
    return { ack: errorView(refused ?? t.noWorkspace, r.locale) };
  }
  const said = (text: string) => ({ ack: { text, blocks: [section(text)] } });
  if (step.accountId === undefined) {
    const cleared = await store.clearChannel(r.teamId, r.channelId);
    deps.connect.changed({ teamId: r.teamId });
    return said(cleared ? t.cleared : t.notMapped);
  }
  const account = (await store.forWorkspace(r.teamId)).find((a) => a.id === step.accountId);
  if (!account || !(await store.useInChannel(r.teamId, r.channelId, account.id, r.userId))) {
    return { ack: errorView(t.notConnected(step.accountId), r.locale) };
  }
  deps.connect.changed({ teamId: r.teamId });
  deps.logger.info(
    { audit: 'pbx.use', account: account.id, teamId: r.teamId, channelId: r.channelId, userId: r.userId },
    'a channel uses a connected PBX account',
  );
  return said(t.used(account.exchange));
}
