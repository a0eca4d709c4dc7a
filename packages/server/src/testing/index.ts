/**
 * Test helpers for other workspace packages (`@centralino/server/testing`): in-process app, throwaway accounts and
 * databases. Development only: not in `publishConfig.exports` (it needs vitest).
 */
export { type ApiReply, openApiSession, RATE_LIMIT_HEADERS } from './api-session.js';
export { createTestAccount } from './test-account.js';
export { createTestApp, TEST_NOW, type TestApp } from './test-app.js';
export {
  type BackendContext,
  createTestDatabases,
  forEachBackend,
  type TestBackend,
  type TestDatabase,
} from './test-database.js';
export { openTestPglite } from './test-pglite.js';
