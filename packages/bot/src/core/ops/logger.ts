import { type DestinationStream, type Logger, pino } from 'pino';
import { redactText } from './redact-text.js';

/**
 * Paths pino blanks out wherever they appear: API keys, Slack tokens, the signing secret, response URLs (they
 * let anyone post as the app for 30 minutes) and trigger ids.
 */
export const REDACTED_PATHS = [
  'apiKey',
  'api_key',
  '*.apiKey',
  '*.api_key',
  'headers["x-api-key"]',
  '*.headers["x-api-key"]',
  'headers.authorization',
  '*.headers.authorization',
  'token',
  '*.token',
  'botToken',
  '*.botToken',
  'appToken',
  '*.appToken',
  'signingSecret',
  '*.signingSecret',
  'clientSecret',
  '*.clientSecret',
  'client_secret',
  '*.client_secret',
  'stateSecret',
  '*.stateSecret',
  'refreshToken',
  '*.refreshToken',
  'refresh_token',
  '*.refresh_token',
  'metricsToken',
  '*.metricsToken',
  'responseUrl',
  '*.responseUrl',
  'response_url',
  '*.response_url',
  'trigger_id',
  '*.trigger_id',
];

/**
 * The bot's pino logger (JSON lines) with secrets redacted twice: by path (the fields above), and in every line
 * as written ({@link redactText}: tokens, named secrets and OAuth codes inside message strings, such as the
 * request bodies @slack/web-api logs at debug level, and the deployment's own `secrets` wherever they appear).
 */
export function createLogger(
  options: {
    level?: string;
    destination?: DestinationStream;
    secrets?: readonly (string | undefined)[];
  } = {},
): Logger {
  const known = (options.secrets ?? []).filter((s): s is string => typeof s === 'string' && s.length >= 8);
  return pino(
    {
      name: 'centralino-bot',
      level: options.level ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      hooks: { streamWrite: (line) => redactText(line, known) },
    },
    options.destination,
  );
}

/** Removes known secret values from free text (error messages may echo a URL or a header). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 6) out = out.split(secret).join('[redacted]');
  return redactText(out);
}
