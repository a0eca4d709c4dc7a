import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';

/**
 * Logs one line per response at `info`: request id, method, path (without the query), status, duration, and the
 * account context and key name once authenticated. The line is one flat object on the app's logger (no child
 * logger per request, nothing built when `info` is off). Headers are never logged, so `X-API-KEY` and
 * `Authorization` values cannot leak.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!logger.isLevelEnabled('info')) return next();
    const started = performance.now();
    await next();
    const auth = c.get('auth');
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        account: auth?.account.context,
        keyName: auth?.keyName,
      },
      'request',
    );
  };
}
