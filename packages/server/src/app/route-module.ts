import type { RouteDeps } from './app-deps.js';
import type { App } from './app-env.js';

/**
 * One file's worth of routes: `register` adds them to the app. Handlers read the caller with
 * `c.get('auth')` (account, key name) and throw `ApiError` for client mistakes.
 */
export interface RouteModule {
  register(app: App, deps: RouteDeps): void;
}

/** `/v1/queue/{name}/live` (contract style) → `/v1/queue/:name/live` (Hono style). */
export function toHonoPath(contractPath: string): string {
  return contractPath.replace(/\{([^}]+)\}/g, ':$1');
}
