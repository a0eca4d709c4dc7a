import type { App } from '@slack/bolt';
import { dropRepeatedRequests } from '../../slack/request-guard.js';
import { actionListener } from './action.listener.js';
import { commandListener } from './command.listener.js';
import type { ListenerDeps } from './listener-deps.js';

/** Every slash command Slack delivers, whatever its case (`/Queue` as a phone's keyboard writes it). */
const ANY_SLASH_COMMAND = /^\//;

/**
 * Registers the repeated-request filter, then the slash commands and buttons of the registered features on a
 * Bolt app, and the features' own listeners (modals, alert cards). One listener takes every slash command:
 * Bolt matches a string pattern exactly, so `/Queue` would reach no listener, never be acked, and leave the
 * user with Slack's `operation_timeout`; the listener finds the command regardless of case and answers an
 * unknown one with the commands there are.
 */
export function registerListeners(app: App, deps: ListenerDeps): void {
  app.use(dropRepeatedRequests(deps.claims, deps.keys, deps.logger));
  app.command(ANY_SLASH_COMMAND, commandListener(deps));
  app.action(/^pbx_/, actionListener(deps) as never);
  deps.commands.registerFeatureListeners(app, deps);
}
