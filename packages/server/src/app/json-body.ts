import { firstIssueMessage } from '@centralino/schemas';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error.js';
import { isCalendarPath } from './error-envelope.js';
import { messages } from './messages.js';

/**
 * The request body parsed as JSON. A missing, empty or malformed body is the client's mistake: it throws a
 * 400 {@link ApiError} (`invalid_json` in the calendar envelope), never a 500.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw malformedJsonError();
  }
}

/** The 400 for a body that is not JSON. */
export function malformedJsonError(): ApiError {
  return new ApiError(400, messages.malformedJson, { code: 'invalid_json' });
}

/**
 * Validates a value (body, query, params) with a Zod schema. On failure throws an {@link ApiError} with the
 * Italian message of the first issue: 400 `invalid_request`, or 422 under `/v1/calendar` (the reference's status
 * for invalid calendar data). Pass `status`/`code` to override.
 */
export function parseInput<S extends z.ZodType>(
  c: Context,
  schema: S,
  value: unknown,
  options: { status?: 400 | 422; code?: string } = {},
): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const calendar = isCalendarPath(c.req.path);
  throw new ApiError(options.status ?? (calendar ? 422 : 400), firstIssueMessage(result.error), {
    code: options.code ?? 'invalid_request',
  });
}

/** Reads the JSON body and validates it with `schema` (see {@link readJsonBody} and {@link parseInput}). */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(c, schema, await readJsonBody(c));
}
