import { createHmac } from 'node:crypto';

/** Input of {@link signSlackRequest}. */
export interface SignSlackRequestInput {
  readonly signingSecret: string;
  /** The exact bytes that will be sent as the body. */
  readonly rawBody: string;
  /** Unix time in seconds; defaults to now. */
  readonly timestamp?: number;
  /** Defaults to `application/x-www-form-urlencoded` (slash commands and interactivity). */
  readonly contentType?: string;
}

/** Headers Slack adds to every request it sends to an app. */
export interface SlackSignatureHeaders {
  readonly 'x-slack-signature': string;
  readonly 'x-slack-request-timestamp': string;
  readonly 'content-type': string;
}

/**
 * Computes `v0=` + hex HMAC-SHA256 of `v0:{timestamp}:{rawBody}` keyed with the signing secret.
 * @see https://docs.slack.dev/authentication/verifying-requests-from-slack
 */
export function computeSlackSignature(signingSecret: string, timestamp: number, rawBody: string): string {
  const digest = createHmac('sha256', signingSecret).update(`v0:${timestamp}:${rawBody}`).digest('hex');
  return `v0=${digest}`;
}

/**
 * Signs a request body exactly as Slack does, so a real Bolt app accepts it.
 * @see https://docs.slack.dev/authentication/verifying-requests-from-slack
 */
export function signSlackRequest(input: SignSlackRequestInput): SlackSignatureHeaders {
  const timestamp = input.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    'x-slack-signature': computeSlackSignature(input.signingSecret, timestamp, input.rawBody),
    'x-slack-request-timestamp': String(timestamp),
    'content-type': input.contentType ?? 'application/x-www-form-urlencoded',
  };
}
