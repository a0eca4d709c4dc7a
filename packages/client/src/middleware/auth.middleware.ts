import type { Middleware } from 'openapi-fetch';

/**
 * Adds `X-API-KEY` (and `User-Agent` when given) to every request except the public `GET /v1/ping`. The key
 * lives only in this closure: it is not a property of the client, and no error or snapshot reads headers.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export function authMiddleware(apiKey: string, userAgent: string | undefined): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (schemaPath !== '/v1/ping') request.headers.set('X-API-KEY', apiKey);
      if (userAgent) request.headers.set('User-Agent', userAgent);
    },
  };
}
