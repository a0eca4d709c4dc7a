import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env.js';

/**
 * Gives each request a child logger carrying its id, and logs one line per response: method, path (without the
 * query), status, duration, and the account context and key name once authenticated. Headers are never logged,
 * so `X-API-KEY` and `Authorization` values cannot leak.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('logger', log);
    await next();
    const auth = c.get('auth');
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ...(auth ? { account: auth.account.context, keyName: auth.keyName } : {}),
      },
      'request',
    );
  };
}
