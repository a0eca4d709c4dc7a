/**
 * PostgreSQL error inspection that works on both drivers. Drizzle wraps driver errors (`DrizzleQueryError`)
 * and keeps the original as `cause`; node-postgres and PGlite both expose `code` and `constraint`.
 */
export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/** The SQLSTATE and constraint of a database error, looking through Drizzle's wrapper; undefined otherwise. */
export function pgErrorInfo(error: unknown): PgErrorInfo | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A `unique_violation` (23505), optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return matches(error, '23505', constraint);
}

/** An `exclusion_violation` (23P01), e.g. an overlapping confirmed booking. */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  return matches(error, '23P01', constraint);
}

/** A `lock_not_available` (55P03): a `FOR UPDATE NOWAIT` found the row locked. */
export function isLockNotAvailable(error: unknown): boolean {
  return matches(error, '55P03', undefined);
}

/** A `foreign_key_violation` (23503). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  return matches(error, '23503', constraint);
}

function matches(error: unknown, code: string, constraint: string | undefined): boolean {
  const info = pgErrorInfo(error);
  return info?.code === code && (constraint === undefined || info.constraint === constraint);
}
