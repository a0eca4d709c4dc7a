import type { CalendarErrorCode } from '@centralino/schemas';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../app/api-error.js';
import { calendarMessages } from '../app/messages.js';

/**
 * A calendar error for the client: status, stable `code`, and the plain Italian message of that code; `extra`
 * lands inside the `error` object (e.g. `calendars` with `calendar_required`).
 * @see ../../../shared/pbx-api-reference.md#errors
 */
export function calendarError(
  status: ContentfulStatusCode,
  code: CalendarErrorCode,
  extra?: Record<string, unknown>,
): ApiError {
  return new ApiError(status, calendarMessages[code], { code, ...(extra ? { extra } : {}) });
}
