import { ApiError } from '../app/api-error.js';
import { messages } from '../app/messages.js';

/**
 * The telephone server cannot be reached. Thrown by a {@link TelephonyGateway}; being an {@link ApiError}, the
 * error handler answers it with 503 and `messages.telephonyUnreachable` in the path's envelope.
 * @see ../../../shared/pbx-api-reference.md#http-status-families
 */
export class TelephonyUnreachableError extends ApiError {
  constructor() {
    super(503, messages.telephonyUnreachable, { code: 'telephony_unavailable' });
  }
}
