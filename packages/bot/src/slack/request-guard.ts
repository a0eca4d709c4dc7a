import { createHash } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { AnyMiddlewareArgs, Middleware } from '@slack/bolt';
import type { Logger } from 'pino';
import type { BotKeys } from '../core/redis/keys.js';
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

/** The only spellings Slack sends: `v0=` and 64 lower-case hex digits; whole seconds, no sign or leading zero. */
const CANONICAL_SIGNATURE = /^v0=[0-9a-f]{64}$/;
const CANONICAL_TIMESTAMP = /^[1-9][0-9]{0,14}$/;

/**
 * The signature and timestamp of a request as Bolt reads them (`signature.split('=')[1]`, `Number(timestamp)`),
 * normalised: the same signed request gives the same pair however its headers were spelled.
 */
export function canonicalSignature(
  signature: string,
  timestamp: string,
): { hash: string; timestamp: number } | undefined {
  const [version, hash] = signature.split('=');
  const seconds = Number(timestamp);
  if (version !== 'v0' || !hash || !/^[0-9a-f]{64}$/i.test(hash) || !Number.isSafeInteger(seconds))
    return undefined;
  return { hash: hash.toLowerCase(), timestamp: seconds };
}

/** Whether the request's Slack headers are spelled exactly as Slack spells them. */
function canonicalHeaders(req: IncomingMessage): boolean {
  const signature = req.headers['x-slack-signature'];
  const timestamp = req.headers['x-slack-request-timestamp'];
  if (signature === undefined && timestamp === undefined) return true; // not a Slack request (install pages, ops)
  return (
    typeof signature === 'string' &&
    typeof timestamp === 'string' &&
    CANONICAL_SIGNATURE.test(signature) &&
    CANONICAL_TIMESTAMP.test(timestamp)
  );
}

/**
 * Wraps the HTTP receiver's listener, before anything reads the request: Slack headers spelled any other way
 * than Slack spells them (`v0=<hex>=1`, `0<ts>`, `<ts>.0`, upper-case hex…, which Bolt's loose parsing would
 * still verify) and a `X-Slack-Request-Timestamp` more than 5 minutes in the future (Bolt refuses only stale
 * ones) are refused with 401.
 * @see https://docs.slack.dev/authentication/verifying-requests-from-slack
 */
export function refuseFutureRequests(
  listener: RequestListener,
  logger: Logger,
  now: () => number = Date.now,
): RequestListener {
  return (req, res) => {
    if (!canonicalHeaders(req)) {
      logger.warn('Slack request with re-spelled signature headers refused');
      res.writeHead(401).end();
      return;
    }
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
 * A request whose path does not decode (`/pbx/webhooks/%E0%A4%A`) is the sender's mistake: 400 before Bolt's
 * route matcher throws on it (Bolt would answer 500 and log an error).
 */
export function refuseUndecodablePaths(listener: RequestListener): RequestListener {
  return (req, res) => {
    try {
      decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('bad path');
      return;
    }
    listener(req, res);
  };
}

/**
 * The HTTP receiver's custom properties: `slackRequestId`, a hash of the request's canonical signature and
 * timestamp ({@link canonicalSignature}), the same for every delivery of the same signed request however its
 * headers are spelled (it contains no secret).
 */
export function signedRequestId(req: IncomingMessage): { slackRequestId?: string } {
  const signature = header(req, 'x-slack-signature');
  const timestamp = header(req, 'x-slack-request-timestamp');
  if (!signature || !timestamp) return {};
  const canonical = canonicalSignature(signature, timestamp);
  if (!canonical) return { slackRequestId: 'non-canonical' }; // refused before; never a fresh id
  const id = createHash('sha256').update(`v0:${canonical.timestamp}:${canonical.hash}`).digest('hex');
  return { slackRequestId: id };
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
