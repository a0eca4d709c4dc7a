/** Slack errors that no retry will fix: the message version is given up (logged), later versions are tried. */
export const PERMANENT_SLACK_ERRORS: ReadonlySet<string> = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'invalid_blocks',
  'invalid_blocks_format',
  'msg_too_long',
  'no_text',
  'invalid_auth',
  'account_inactive',
  'token_revoked',
  'missing_scope',
  'restricted_action',
  'cant_update_message',
]);

/** Slack refuses the channel itself (the bot is not in it, it is gone or archived). */
export const CHANNEL_SLACK_ERRORS: ReadonlySet<string> = new Set([
  'channel_not_found',
  'not_in_channel',
  'is_archived',
]);

/** The Slack error code of a Web API failure (`ratelimited` with its `Retry-After` in seconds). */
export function slackError(error: unknown): { code: string; retryAfter?: number } {
  const e = error as { code?: string; retryAfter?: number; data?: { error?: string } };
  if (e.code === 'slack_webapi_rate_limited_error')
    return { code: 'ratelimited', retryAfter: e.retryAfter ?? 1 };
  return { code: e.data?.error ?? e.code ?? 'unknown' };
}
