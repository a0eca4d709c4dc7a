import { fieldName, firstIssueMessage } from '@centralino/schemas';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './api-error.js';
import { isCalendarPath } from './error-envelope.js';
import { isJsonContentType } from './json-content-type.js';
import { messages } from './messages.js';
import { findUnsafeText, replaceUnsafeText } from './unsafe-text.js';

/**
 * The request body parsed as JSON. A missing, empty or malformed body is refused with 400 (`invalid_json` in the
 * calendar envelope); a body not sent as JSON (`Content-Type` other than `application/json` or `…+json`) with 415
 * `unsupported_media_type`. Never a 500.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw malformedJsonError();
  assertJsonContentType(c);
  try {
    return JSON.parse(text);
  } catch {
    throw malformedJsonError();
  }
}

/** Throws the 415 unless the request declares a JSON body. */
export function assertJsonContentType(c: Context): void {
  if (!isJsonContentType(c.req.header('Content-Type'))) {
    throw new ApiError(415, messages.unsupportedMediaType, { code: 'unsupported_media_type' });
  }
}

/** The 400 for a body that is not JSON. */
export function malformedJsonError(): ApiError {
  return new ApiError(400, messages.malformedJson, { code: 'invalid_json' });
}

/**
 * The 400 for input holding U+0000 or a lone surrogate (see `findUnsafeText`), naming the field; thrown before
 * any schema runs, so such text never reaches a query. Characters of the name that are themselves unsafe are
 * shown as U+FFFD.
 */
export function assertSafeText(value: unknown): void {
  const path = findUnsafeText(value);
  if (path === undefined) return;
  const field = replaceUnsafeText(fieldName(path));
  throw new ApiError(400, messages.unsafeText(field), { code: 'invalid_request' });
}

/**
 * Validates a value (body, query, params, headers) with a Zod schema, after refusing unsafe text with 400
 * ({@link assertSafeText}). On failure throws an {@link ApiError} with the Italian message of the first issue:
 * 400 `invalid_request`, or 422 under `/v1/calendar` (the reference's status for invalid calendar data). Pass
 * `status`/`code` to override.
 */
export function parseInput<S extends z.ZodType>(
  c: Context,
  schema: S,
  value: unknown,
  options: { status?: 400 | 422; code?: string } = {},
): z.infer<S> {
  assertSafeText(value);
  const result = schema.safeParse(value, { reportInput: true }); // the input tells a missing value (message only)
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
