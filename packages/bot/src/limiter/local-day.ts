/** The calendar day containing an instant, as seen in a time zone. */
export interface LocalDay {
  /** `YYYY-MM-DD` in the time zone. */
  date: string;
  /** Epoch ms of the next local midnight (the first instant of the following day). */
  endsAt: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Wall-clock fields of `ms` in `timeZone`, read back as if they were UTC. */
function wallClockAsUtc(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

function dateOf(ms: number, timeZone: string): string {
  return new Date(wallClockAsUtc(ms, timeZone)).toISOString().slice(0, 10);
}

/**
 * The local day of `nowMs` in `timeZone` and when it ends, DST-aware (23- and 25-hour days, and
 * zones whose clocks skip midnight). The PBX counts its daily limit per calendar day in the
 * account's time zone.
 * @see pbx-api-reference.md#limits
 */
export function localDay(nowMs: number, timeZone: string): LocalDay {
  const date = dateOf(nowMs, timeZone);
  const nextWall = Date.parse(`${date}T00:00:00Z`) + 86_400_000;
  const nextDate = new Date(nextWall).toISOString().slice(0, 10);
  // Wall time minus the zone offset, corrected once more for an offset change in between.
  const first = nextWall - (wallClockAsUtc(nextWall, timeZone) - nextWall);
  const second = nextWall - (wallClockAsUtc(first, timeZone) - first);
  const candidates = [first, second].sort((a, b) => a - b);
  const endsAt = candidates.find((c) => dateOf(c, timeZone) === nextDate) ?? Math.max(first, second);
  return { date, endsAt };
}
