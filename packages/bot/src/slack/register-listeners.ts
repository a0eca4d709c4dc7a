import type { App } from '@slack/bolt';
import { commandNames } from '../commands/parsed-command.js';
import { alertActionListener } from '../features/alerts/alert-action.listener.js';
import { bookFieldListener, bookSubmitListener } from '../features/book/book.listener.js';
import { bookCallbackId } from '../views/action-ids.js';
import { actionListener } from './action.listener.js';
import { commandListener } from './command.listener.js';
import type { ListenerDeps } from './listener-deps.js';
import { dropRepeatedRequests } from './request-guard.js';

/** Registers the repeated-request filter, then every slash command, button and modal handler of the bot on a Bolt app. */
export function registerListeners(app: App, deps: ListenerDeps): void {
  app.use(dropRepeatedRequests(deps.claims, deps.keys, deps.logger));
  const onCommand = commandListener(deps);
  for (const name of commandNames) app.command(`/${name}`, onCommand);
  app.action(/^pbx_/, actionListener(deps) as never);
  app.action(/^book_/, bookFieldListener(deps));
  app.view(bookCallbackId, bookSubmitListener(deps));
  if (deps.alerts) app.action(/^alert_/, alertActionListener(deps.alerts) as never);
}
