import { defineFeature } from '../kit/feature.js';
import { registerHomeListeners } from './home.listener.js';
import type { HomePublisher } from './home-publisher.js';

declare module '../../work/listeners/listener-deps.js' {
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
    if (deps.home) registerHomeListeners(app, deps, deps.home);
  },
});
