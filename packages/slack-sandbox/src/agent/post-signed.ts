import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { signSlackRequest } from '../signing/sign-request.js';

/** What the app answered to a request from "Slack" (its ack). */
export interface AckResponse {
  /** HTTP status; 0 when no answer came (timeout or connection error). */
  readonly status: number;
  /** Raw body text. */
  readonly body: string;
  /** The body parsed as JSON, when it is JSON. */
  readonly json?: unknown;
  /** True when the app did not answer within the ack timeout (Slack gives up after 3 s). */
  readonly timedOut: boolean;
  /** Connection error, if any. */
  readonly error?: string;
}

/** Options of {@link postSigned}. */
export interface PostSignedOptions {
  readonly signingSecret: string;
  readonly timeoutMs: number;
  readonly contentType?: string;
  /** Unix seconds for the signature; default now. */
  readonly timestamp?: number;
}

/**
 * POSTs a body signed like Slack to the app and returns its ack, giving up after `timeoutMs` like Slack.
 * Each request uses its own connection (`Connection: close`), so stopping the app under test never waits
 * for idle keep-alive sockets.
 */
export async function postSigned(
  url: string,
  rawBody: string,
  options: PostSignedOptions,
): Promise<AckResponse> {
  const headers = signSlackRequest({
    signingSecret: options.signingSecret,
    rawBody,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    ...(options.contentType === undefined ? {} : { contentType: options.contentType }),
  });
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      target,
      {
        method: 'POST',
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          ...headers,
          'content-length': Buffer.byteLength(rawBody),
          connection: 'close',
          'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body, timedOut: false, ...parseJson(body) });
        });
        res.on('error', (error) => resolve(failure(error)));
      },
    );
    req.on('error', (error) => resolve(failure(error)));
    req.end(rawBody);
  });
}

function failure(error: Error): AckResponse {
  const timedOut =
    error.name === 'AbortError' || (error.cause instanceof Error && error.cause.name === 'TimeoutError');
  return { status: 0, body: '', timedOut, error: error.message };
}

function parseJson(body: string): { json?: unknown } {
  if (body.trim() === '') return {};
  try {
    return { json: JSON.parse(body) as unknown };
  } catch {
    return {};
  }
}
