import { DrizzleQueryError } from 'drizzle-orm';
import { stdSerializers } from 'pino';
import { pgErrorInfo } from '../db/pg-errors.js';

/** Fields of a PostgreSQL driver error that name things, never values. */
const DRIVER_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;
const MAX_CAUSES = 5;

/**
 * pino's `err` serializer, minus the user data a failed query carries: Drizzle puts the parameter values in
 * its message (`params: …`) and in `params`, and PostgreSQL quotes the offending value in its message and
 * `detail`. For an error whose cause chain holds a database error, the log keeps the statement, the SQLSTATE and
 * the names of the constraint, table and column; quoted values become `"…"`. Other errors are serialized as
 * pino does.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error) || !holdsDatabaseError(error)) return stdSerializers.err(error as Error);
  return safeError(error, 0);
}

function holdsDatabaseError(error: unknown): boolean {
  return error instanceof DrizzleQueryError || pgErrorInfo(error) !== undefined;
}

function safeError(error: unknown, depth: number): Record<string, unknown> | undefined {
  if (!(error instanceof Error) || depth > MAX_CAUSES) return undefined;
  const type = error.constructor.name;
  const out: Record<string, unknown> = { type };
  if (error instanceof DrizzleQueryError) {
    out.message = `Failed query: ${error.query}`;
    out.query = error.query;
  } else if (typeof (error as { code?: unknown }).code === 'string') {
    out.message = error.message.replace(/"[^"]*"/g, '"…"');
    for (const field of DRIVER_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string') out[field] = value;
    }
  } else {
    out.message = error.message;
  }
  out.stack = [`${type}: ${String(out.message)}`, ...stackFrames(error)].join('\n');
  const cause = safeError(error.cause, depth + 1);
  if (cause) out.cause = cause;
  return out;
}

/** The `at …` lines of a stack, without the message lines above them (which may hold values). */
function stackFrames(error: Error): string[] {
  return (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}
