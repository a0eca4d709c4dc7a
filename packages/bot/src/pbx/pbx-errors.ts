import { PbxApiError } from '@centralino/client';

/** An error as the alerts log it: the API's status and message, or the error's name and message (no secrets). */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof PbxApiError) return { status: error.status, message: error.serverMessage };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { message: String(error) };
}

/** The exchange (or the way to it) is down, as opposed to a refused request. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof PbxApiError) return [502, 503, 504].includes(error.status);
  const errorName = (error as { name?: string }).name;
  return error instanceof TypeError || errorName === 'AbortError' || errorName === 'TimeoutError';
}
