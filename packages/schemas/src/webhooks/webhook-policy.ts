/**
 * Every choice about outgoing webhooks, in one place. The vendor reference only says that outgoing webhooks
 * carry calendar booking updates ("Events"; "Rules per endpoint" 7); kinds, payload, signing and retries are
 * not shown, so each choice below follows the most widely adopted practice (the Standard Webhooks
 * specification, as implemented by Svix and the `standardwebhooks` package) and is marked `x-inferred` in the
 * spec with the reason written here.
 * @see https://www.standardwebhooks.com/
 */
export const webhookPolicy = {
  /** Event kinds sent. */
  eventTypes: ['booking.created', 'booking.cancelled'] as const,
  /** Headers of every delivery (Standard Webhooks). */
  headers: { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const,
  /** Secrets are `whsec_` + base64 of 24 random bytes (Standard Webhooks' recommended 24–64 bytes). */
  secretPrefix: 'whsec_',
  secretBytes: 24,
  /** Receivers refuse a timestamp further than this from their clock (Standard Webhooks default). */
  toleranceSeconds: 5 * 60,
  /**
   * Delay before each retry after a failed attempt (Svix's schedule): the first attempt is immediate, then
   * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h; after the last one the delivery is `failed`. About 27.6 hours.
   */
  retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000] as const,
  /** An attempt that has not answered within this time has failed. */
  attemptTimeoutMs: 15_000,
  /** After a rotation the previous secret still signs (beside the new one) for this long. */
  previousSecretGraceMs: 24 * 3_600_000,
  reasons: {
    events:
      'The vendor refers to outgoing webhooks for booking updates but shows no kinds or payload: event ' +
      'kinds, envelope (`type`, `timestamp`, `data`) and headers follow the Standard Webhooks specification.',
    signing:
      'Signing is not shown: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with a `whsec_` secret, ' +
      'as the Standard Webhooks specification (Svix, `standardwebhooks` package) does.',
    retries:
      'Retries are not shown: any 2xx acknowledges; anything else (or no answer within 15 s) is retried after ' +
      '5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (the Svix schedule), then given up; 410 disables the ' +
      'endpoint; redirects are not followed.',
  },
} as const;
