import { defineFeature } from '../../feature-kit/feature.js';
import type { HomePublisher } from './home-publisher.js';

declare module '../../slack/listener-deps.js' {
  interface FeatureListenerDeps {
    /** Publishes the App Home (absent: the Home tab stays as Slack shows it). */
    home?: HomePublisher;
  }
}

/**
 * The App Home wallboard: the queues, the open alerts and the user's extension, published when the user opens
 * the tab and republished while they look (`HomePublisher`, started by `startBot`).
 */
export const homeFeature = defineFeature({
  name: 'home',
  operations: [],
  run: {},
  listeners(app, deps) {
    const home = deps.home;
    if (!home) return;
    app.event('app_home_opened', async ({ event, body }) => {
      if (event.tab !== 'home') return;
      const outcome = await home.opened({ userId: event.user, teamId: body.team_id });
      if (outcome === 'failed') deps.logger.warn({ user: event.user }, 'the Home could not be published');
    });
  },
});
