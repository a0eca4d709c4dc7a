import { expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

forEachBackend((ctx) => {
  it('shares one budget between two app instances on the same database', async () => {
    const { apiKey } = await createTestAccount(ctx.db, { requestsPerMinute: 4 });
    // On PostgreSQL the second instance has its own connection pool, as a second server process would.
    const url = ctx.database.url;
    const second = url ? await openDatabase({ url, migrate: false, maxConnections: 2 }) : undefined;
    try {
      const one = createTestApp(ctx.db);
      const two = createTestApp(second?.db ?? ctx.db);
      const statuses = await Promise.all(
        [one, two, one, two, one, two].map(
          async (instance) => (await instance.requestWithKey(apiKey, '/v1/x')).status,
        ),
      );
      expect(statuses.filter((s) => s === 404)).toHaveLength(4);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      const after = await two.requestWithKey(apiKey, '/v1/x');
      expect(after.status).toBe(429);
      expect(after.headers.get('X-RateLimit-Remaining-Day')).toBe('996');
    } finally {
      await second?.close();
    }
  });
});
