import { eq, is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from '../db/database.js';
import { rateLimitUsage } from '../db/schema/index.js';

/** An account's counts: the windows they belong to (epoch ms) and the requests counted in each. */
interface Counts {
  minuteStart: number;
  minuteCount: number;
  dayStart: number;
  dayCount: number;
}

/** Requests counted in the current windows, read as 0 when the stored window is an older one. */
export interface Used {
  minute: number;
  day: number;
}

/** How long counts wait in memory before they are written to the account's usage row. */
const WRITE_BEHIND_MS = 1000;

/**
 * Rate-limit counts of an embedded PGlite database, kept in memory. PGlite lives inside one process (no other
 * server can open it), so counting there is as exact as the shared row and costs no statement: each account's
 * row is read once, counted in memory, and written back at most every second (a crash forgets at most that
 * last second of counts, as with the asynchronous commit on PostgreSQL). Shared by every app on the handle.
 */
export class LocalUsage {
  private readonly counts = new Map<number, Counts>();
  private readonly loading = new Map<number, Promise<Counts | undefined>>();
  private readonly dirty = new Set<number>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly db: Database) {}

  /** Counts one request if both windows are below their limits; returns the new counts, or undefined. */
  async consume(
    accountId: number,
    windows: { minuteStart: Date; dayStart: Date },
    limits: { minute: number; day: number },
  ): Promise<Used | undefined> {
    await this.load(accountId);
    // Read after the wait: requests that waited for the same load count one after the other.
    const used = currentUse(this.counts.get(accountId), windows);
    if (used.minute >= limits.minute || used.day >= limits.day) return undefined;
    this.counts.set(accountId, {
      minuteStart: windows.minuteStart.getTime(),
      minuteCount: used.minute + 1,
      dayStart: windows.dayStart.getTime(),
      dayCount: used.day + 1,
    });
    this.dirty.add(accountId);
    this.timer ??= setTimeout(() => void this.flush(), WRITE_BEHIND_MS).unref();
    return { minute: used.minute + 1, day: used.day + 1 };
  }

  /** The counts of the current windows, without counting. */
  async read(accountId: number, windows: { minuteStart: Date; dayStart: Date }): Promise<Used> {
    await this.load(accountId);
    return currentUse(this.counts.get(accountId), windows);
  }

  /** Writes the counts changed since the last write to their usage rows. */
  async flush(): Promise<void> {
    this.timer = undefined;
    const ids = [...this.dirty];
    this.dirty.clear();
    const t = rateLimitUsage;
    for (const accountId of ids) {
      const c = this.counts.get(accountId)!;
      const row = {
        minuteStart: new Date(c.minuteStart),
        minuteCount: c.minuteCount,
        dayStart: new Date(c.dayStart),
        dayCount: c.dayCount,
      };
      await this.db
        .insert(t)
        .values({ accountId, ...row })
        .onConflictDoUpdate({ target: t.accountId, set: row })
        // The database may be closed or the account deleted meanwhile: the counts only lived for this process.
        .catch(() => {});
    }
  }

  private load(accountId: number): Promise<Counts | undefined> {
    const known = this.counts.get(accountId);
    if (known) return Promise.resolve(known);
    let pending = this.loading.get(accountId);
    if (!pending) {
      pending = this.readRow(accountId).finally(() => this.loading.delete(accountId));
      this.loading.set(accountId, pending);
    }
    return pending;
  }

  private async readRow(accountId: number): Promise<Counts | undefined> {
    const t = rateLimitUsage;
    const [row] = await this.db.select().from(t).where(eq(t.accountId, accountId)).limit(1);
    if (!row) return undefined;
    // A count made in memory while the row was read wins.
    const counts = this.counts.get(accountId) ?? {
      minuteStart: row.minuteStart.getTime(),
      minuteCount: row.minuteCount,
      dayStart: row.dayStart.getTime(),
      dayCount: row.dayCount,
    };
    this.counts.set(accountId, counts);
    return counts;
  }
}

function currentUse(counts: Counts | undefined, windows: { minuteStart: Date; dayStart: Date }): Used {
  return {
    minute: counts?.minuteStart === windows.minuteStart.getTime() ? counts.minuteCount : 0,
    day: counts?.dayStart === windows.dayStart.getTime() ? counts.dayCount : 0,
  };
}

const handles = new WeakMap<Database, LocalUsage>();

/** The in-memory counts of `db` when it is an embedded PGlite database; undefined on PostgreSQL. */
export function localUsageOf(db: Database): LocalUsage | undefined {
  if (!is(db, PgliteDatabase)) return undefined;
  let usage = handles.get(db);
  if (!usage) {
    usage = new LocalUsage(db);
    handles.set(db, usage);
  }
  return usage;
}
