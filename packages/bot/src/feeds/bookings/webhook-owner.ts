import type { ListenerDeps } from '../../work/listeners/listener-deps.js';

/**
 * Whether a workspace may set an account's webhook secret from Slack: an account it connected itself, one the
 * configuration file gives it by name (`routing.teams`), or — only in a deployment serving one workspace — an
 * account of the file no workspace is named for. Never through a channel of the file's routing nor the shared
 * default of an app installed in many workspaces: that account's secret is the operator's (`webhook_secret_env`).
 */
export async function ownsWebhookOf(
  deps: Pick<ListenerDeps, 'config' | 'accounts'>,
  input: { teamId: string; accountId: string; singleWorkspace: boolean },
): Promise<boolean> {
  const { teamId, accountId } = input;
  const store = deps.accounts.connectedStore;
  if (store && (await store.forWorkspace(teamId)).some((a) => a.id === accountId)) return true;
  const { accounts, routing } = deps.config;
  if (!accounts.some((a) => a.id === accountId)) return false;
  if (routing.teams[teamId] !== undefined) return routing.teams[teamId] === accountId;
  return input.singleWorkspace && !Object.values(routing.teams).includes(accountId);
}
