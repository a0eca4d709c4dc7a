import type { AppOptions } from '../app/app-deps.js';
import type { App } from '../app/app-env.js';
import { createApp } from '../app/create-app.js';
import { createLogger } from '../app/logger.js';
import type { Database } from '../db/database.js';
import { SettableClock } from '../time/clock.js';

/** An app for in-process tests, with a frozen clock and the log lines it wrote. */
export interface TestApp {
  app: App;
  clock: SettableClock;
  /** Every log line (JSON text) written so far. */
  logs: string[];
  /** `app.request` with an API key header. */
  requestWithKey(apiKey: string, path: string, init?: RequestInit): Promise<Response>;
}

/** Default test instant: Monday 2 June 2025, 10:00:15 UTC (12:00:15 in Rome). */
export const TEST_NOW = new Date('2025-06-02T10:00:15Z');

/**
 * Creates the app on `db` with a {@link SettableClock} frozen at {@link TEST_NOW} and a logger that records its
 * lines (level debug), so tests can assert on both.
 */
export function createTestApp(db: Database, options: Partial<Omit<AppOptions, 'db'>> = {}): TestApp {
  const clock = new SettableClock();
  clock.set(TEST_NOW);
  const logs: string[] = [];
  const logger = createLogger({ level: 'debug', destination: { write: (line: string) => logs.push(line) } });
  const app = createApp({ db, clock, logger, ...options });
  return {
    app,
    clock,
    logs,
    requestWithKey: (apiKey, path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('X-API-KEY', apiKey);
      return Promise.resolve(app.request(path, { ...init, headers }));
    },
  };
}
