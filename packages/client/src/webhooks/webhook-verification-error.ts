/** Why a webhook was refused. `signature_mismatch` covers both a tampered body and a wrong secret: no HMAC can tell them apart. */
export type WebhookVerificationReason =
  | 'missing_headers'
  | 'malformed_headers'
  | 'invalid_secret'
  | 'signature_mismatch'
  | 'timestamp_too_old'
  | 'timestamp_too_new'
  | 'malformed_body'
  | 'unknown_event_type';

/** A webhook that must not be trusted; answer it with 400 (or 401) and do not act on it. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';

  constructor(
    readonly reason: WebhookVerificationReason,
    message: string,
  ) {
    super(message);
  }
}
