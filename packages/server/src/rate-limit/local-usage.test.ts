import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';
import { rateLimitUsage } from '../db/schema/index.js';
import { createTestAccount } from '../testing/test-account.js';
import { openTestPglite } from '../testing/test-pglite.js';
import { LocalUsage, localUsageOf } from './local-usage.js';

const windows = { minuteStart: new Date('2025-06-02T10:00:00Z'), dayStart: new Date('2025-06-01T22:00:00Z') };
const limits = { minute: 3, day: 100 };

describe('rate-limit counts in memory on PGlite', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestPglite();
  }, 30_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('is used on PGlite only, one per database handle', async () => {
    expect(localUsageOf(handle.db)).toBe(localUsageOf(handle.db));
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const pg = await openDatabase({ url, migrate: false, maxConnections: 1 });
      expect(localUsageOf(pg.db)).toBeUndefined();
      await pg.close();
    }
  });

  it('writes the counts to the usage row, and a restarted process goes on from them', async () => {
    const { account } = await createTestAccount(handle.db);
    const first = new LocalUsage(handle.db);
    const counted = await Promise.all(
      Array.from({ length: 5 }, () => first.consume(account.id, windows, limits)),
    );
    expect(counted.filter(Boolean)).toHaveLength(3);
    await first.flush();
    const [row] = await handle.db
      .select()
      .from(rateLimitUsage)
      .where(eq(rateLimitUsage.accountId, account.id));
    expect(row).toMatchObject({ minuteCount: 3, dayCount: 3, minuteStart: windows.minuteStart });

    const restarted = new LocalUsage(handle.db);
    await expect(restarted.read(account.id, windows)).resolves.toEqual({ minute: 3, day: 3 });
    await expect(restarted.consume(account.id, windows, limits)).resolves.toBeUndefined();
    const nextMinute = { ...windows, minuteStart: new Date('2025-06-02T10:01:00Z') };
    await expect(restarted.consume(account.id, nextMinute, limits)).resolves.toEqual({ minute: 1, day: 4 });
  });
});
