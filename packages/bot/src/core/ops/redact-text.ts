/**
 * Secrets removed from free text: what pino's paths cannot reach because it is inside a string (a request body
 * @slack/web-api logs as JSON text, a form body, a URL, an error message quoting a header).
 */
export const REDACTED = '[redacted]';

/** Slack tokens (bot, user, refresh `xoxe-…`/`xoxe.xoxp-…`, app-level) and Standard Webhooks secrets. */
const TOKEN_VALUES = [/\bxox[a-z](?:\.xox[a-z])?-[\w.-]*/g, /\bxapp-[\w.-]+/g, /\bwhsec_[\w+/=.-]+/g];

/** Names whose value is a secret wherever it is written: `name=value`, `"name":"value"`, `name: value`. */
const SECRET_NAMES = [
  'client_?secret',
  'refresh_?token',
  'access_?token',
  'bot_?token',
  'app_?token',
  'user_?token',
  'token',
  'signing_?secret',
  'state_?secret',
  'slack_signing_secret',
  'slack_client_secret',
  'slack_state_secret',
  'slack_bot_token',
  'slack_app_token',
  'pbx_key_encryption_keys?(?:_old)?',
  'metrics_?token',
  'x-api-key',
  'api_?key',
  'connect_key',
  'password',
  'secret',
  'authorization',
].join('|');

/** The name, its separator and any opening quote (`\"` inside a JSON line), then the value. */
const NAMED_VALUE = new RegExp(
  `((?:^|[^\\w-])(?:${SECRET_NAMES})(?:\\\\?["'])?\\s*[:=]\\s*(?:\\\\?["'])?(?:(?:Bearer|Basic)\\s+)?)([^"'\\\\&\\s,;}\\[\\]]+)`,
  'gi',
);

/** An OAuth `code` in a query or form (`?code=…`, `&code=…`) or as a JSON field holding Slack's `digits.…` code. */
const OAUTH_CODE = [
  /([?&]code=)([^&\s"'\\]+)/gi,
  /((?:^|[^\w-])code(?:\\?["'])?\s*[:=]\s*(?:\\?["'])?)(\d+\.[\w.]+)/gi,
];

/** `Bearer <token>` / `Basic <credentials>` anywhere (a header quoted in an error). */
const AUTH_SCHEME = /(\b(?:Bearer|Basic)\s+)([\w.~+/=-]{8,})/g;

/**
 * `text` with every secret it may carry replaced by `[redacted]`: Slack tokens, webhook secrets, named secrets
 * (client secret, refresh and access tokens, signing and state secrets, API keys, `Authorization`, the
 * encryption key's variable…), OAuth codes, and any of `known` (exact values, 8 characters or more).
 */
export function redactText(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of known) {
    if (value.length < 8) continue;
    out = out.split(value).join(REDACTED);
    const escaped = JSON.stringify(value).slice(1, -1);
    if (escaped !== value) out = out.split(escaped).join(REDACTED);
  }
  for (const pattern of TOKEN_VALUES) out = out.replace(pattern, REDACTED);
  out = out.replace(NAMED_VALUE, `$1${REDACTED}`);
  for (const pattern of OAUTH_CODE) out = out.replace(pattern, `$1${REDACTED}`);
  return out.replace(AUTH_SCHEME, `$1${REDACTED}`);
}
