import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Response headers a browser app may read: the request id, the rate-limit budget and `Retry-After`. */
export const exposedHeaders = [
  'X-Request-Id',
  'X-RateLimit-Limit-Minute',
  'X-RateLimit-Remaining-Minute',
  'X-RateLimit-Limit-Day',
  'X-RateLimit-Remaining-Day',
  'Retry-After',
] as const;

/** Request headers a browser app may send. */
const allowedHeaders = ['X-API-KEY', 'Content-Type', 'Idempotency-Key', 'X-Request-Id', 'Authorization'];

/**
 * Cross-origin access for browser apps (hono/cors), installed before authentication so a preflight (`OPTIONS`,
 * which carries no key) is answered `204` instead of `401`. `origins` lists the allowed origins
 * (`https://app.example.com`); `*` allows any. An origin not listed gets no `Access-Control-Allow-Origin`, so
 * the browser refuses the call.
 */
export function corsPolicy(origins: readonly string[]): MiddlewareHandler {
  return cors({
    origin: origins.includes('*') ? '*' : [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: allowedHeaders,
    exposeHeaders: [...exposedHeaders],
    maxAge: 600,
  });
}
