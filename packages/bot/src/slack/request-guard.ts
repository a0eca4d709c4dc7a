import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotKeys } from '../redis/keys.js';
import type { Claims } from './claims.js';

/** How far a request's timestamp may be from our clock, either way (Slack's own rule for stale ones). */
export const SLACK_TIMESTAMP_SKEW_SECONDS = 300;
/**
 * How long a signed request is remembered: longer than the span in which Bolt and {@link refuseFutureRequests}
 * accept its timestamp (5 minutes back, 5 minutes ahead), plus a margin.
 */
export const SLACK_REQUEST_MEMORY_SECONDS = 2 * SLACK_TIMESTAMP_SKEW_SECONDS + 60;

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Wraps the HTTP receiver's listener: a request whose `X-Slack-Request-Timestamp` is more than 5 minutes in the
 * future is refused with 401 before anything reads it, like a stale one (Bolt refuses only those).
 * @see https://docs.slack.dev/authentication/verifying-requests-from-slack
 */
export function refuseFutureRequests(
  listener: RequestListener,
  logger: Logger,
  now: () => number = Date.now,
): RequestListener {
  return (req, res) => {
    const timestamp = Number(header(req, 'x-slack-request-timestamp'));
    if (Number.isFinite(timestamp) && timestamp > now() / 1000 + SLACK_TIMESTAMP_SKEW_SECONDS) {
      logger.warn(
        { aheadSeconds: Math.round(timestamp - now() / 1000) },
        'Slack request from the future refused',
      );
      res.writeHead(401).end();
      return;
    }
    listener(req, res);
  };
}

/**
 * The HTTP receiver's custom properties: `slackRequestId`, a hash of the request's signature and timestamp,
 * the same for every delivery of the same signed request (it contains no secret).
 */
export function signedRequestId(req: IncomingMessage): { slackRequestId?: string } {
  const signature = header(req, 'x-slack-signature');
  const timestamp = header(req, 'x-slack-request-timestamp');
  if (!signature || !timestamp) return {};
  return { slackRequestId: createHash('sha256').update(`${signature}:${timestamp}`).digest('hex') };
}

/**
 * Bolt global middleware: the first delivery of a signed request runs; the same request delivered again (a
 * Slack retry with `X-Slack-Retry-Num`, a replay within the window, the same request sent to another process)
 * is acked and dropped. Requests without the receiver's id (Socket Mode) pass.
 */
export function dropRepeatedRequests(
  claims: Claims,
  keys: BotKeys,
  logger: Logger,
): Middleware<AnyMiddlewareArgs> {
  return async (args) => {
    const id = args.context.slackRequestId;
    if (typeof id !== 'string') return args.next();
    let first: boolean;
    try {
      first = await claims.claim(keys.slackRequest(id), SLACK_REQUEST_MEMORY_SECONDS);
    } catch (err) {
      logger.warn({ err: String(err) }, 'cannot check for a repeated Slack request');
      first = true;
    }
    if (first) return args.next();
    logger.info({ retryNum: args.context.retryNum, type: args.body.type }, 'repeated Slack request dropped');
    if ('ack' in args && typeof args.ack === 'function') await (args.ack as () => Promise<void>)();
  };
}
