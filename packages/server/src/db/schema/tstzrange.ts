import { customType } from 'drizzle-orm/pg-core';

/** A half-open interval of instants `[start, end)`, as stored in a PostgreSQL `tstzrange`. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** Formats a range as a `tstzrange` literal, always half-open `[start,end)`. */
export function formatTstzrange(range: InstantRange): string {
  return `[${range.start.toISOString()},${range.end.toISOString()})`;
}

/**
 * Parses the text form PostgreSQL gives for a bounded `tstzrange`, e.g.
 * `["2025-03-04 09:00:00+01","2025-03-04 09:30:00+01")`. Empty or unbounded ranges are never stored by this
 * service, so they are rejected.
 */
export function parseTstzrange(text: string): InstantRange {
  const match = /^[[(]"?([^",]+)"?,"?([^",]+)"?[\])]$/.exec(text.trim());
  if (!match) throw new Error(`Unsupported tstzrange value: ${text}`);
  return { start: parsePgTimestamptz(match[1]!), end: parsePgTimestamptz(match[2]!) };
}

function parsePgTimestamptz(text: string): Date {
  // "2025-03-04 09:00:00.5+01" or "+05:30" → ISO 8601 "2025-03-04T09:00:00.5+01:00"
  const iso = text.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Unsupported timestamptz value: ${text}`);
  return date;
}

/** Drizzle column type for `tstzrange`, mapped to {@link InstantRange}. */
export const tstzrange = customType<{ data: InstantRange; driverData: string }>({
  dataType: () => 'tstzrange',
  toDriver: formatTstzrange,
  fromDriver: parseTstzrange,
});
