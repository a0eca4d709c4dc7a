import { App, type CustomRoute, HTTPReceiver } from '@slack/bolt';
import type { Logger } from 'pino';
import type { OpsSources } from '../../core/ops/ops-routes.js';
import { opsRoutes } from '../../core/ops/ops-routes.js';
import { boltLogger } from '../../slack/bolt-logger.js';
import { refuseFutureRequests, refuseUndecodablePaths, signedRequestId } from '../../slack/request-guard.js';
import type { SlackInstalls } from './slack-installs.js';
import type { SlackSettings } from './slack-settings.js';

/**
 * The Bolt app of the web role: Slack's signed HTTP requests (with the OAuth install routes when the app is
 * installed in many workspaces), or Socket Mode with an app-level token; the ops routes beside them.
 */
export function createBoltApp(input: {
  slack: SlackSettings;
  port: number;
  ops: OpsSources;
  routes: readonly CustomRoute[];
  installs: SlackInstalls | undefined;
  logger: Logger;
}): App {
  const { slack, ops, installs, logger } = input;
  const customRoutes = [...opsRoutes(ops), ...input.routes];
  const receiver = slack.appToken
    ? undefined
    : new HTTPReceiver({
        signingSecret: slack.signingSecret,
        logger: boltLogger(logger),
        customRoutes,
        customPropertiesExtractor: signedRequestId,
        ...installs?.receiverOptions,
      });
  if (receiver)
    receiver.requestListener = refuseUndecodablePaths(refuseFutureRequests(receiver.requestListener, logger));
  return new App({
    ...(installs ? {} : { token: slack.botToken }),
    logger: boltLogger(logger),
    ...(slack.apiUrl ? { clientOptions: { slackApiUrl: slack.apiUrl } } : {}),
    ...(receiver
      ? { receiver }
      : {
          signingSecret: slack.signingSecret,
          customRoutes,
          socketMode: true,
          appToken: slack.appToken,
          installerOptions: { port: input.port },
        }),
  });
}
