import type { App } from '@slack/bolt';
import { actionListener } from './action.listener.js';
import { commandListener } from './command.listener.js';
import type { ListenerDeps } from './listener-deps.js';
import { dropRepeatedRequests } from './request-guard.js';

/**
 * Registers the repeated-request filter, then every slash command and button of the registered features on a
 * Bolt app, and the features' own listeners (modals, alert cards).
 */
export function registerListeners(app: App, deps: ListenerDeps): void {
  app.use(dropRepeatedRequests(deps.claims, deps.keys, deps.logger));
  const onCommand = commandListener(deps);
  for (const name of deps.commands.commandNames) app.command(`/${name}`, onCommand);
  app.action(/^pbx_/, actionListener(deps) as never);
  deps.commands.registerFeatureListeners(app, deps);
}
