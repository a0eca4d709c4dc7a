import { type DestinationStream, type Logger, pino } from 'pino';

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
  'responseUrl',
  '*.responseUrl',
  'response_url',
  '*.response_url',
  'trigger_id',
  '*.trigger_id',
];

/** The bot's pino logger (JSON lines) with secrets redacted. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      name: 'centralino-bot',
      level: options.level ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    options.destination,
  );
}

/** Removes known secret values from free text (error messages may echo a URL or a header). */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 6) out = out.split(secret).join('[redacted]');
  return out.replace(/xox[abp]-[\w-]+/g, '[redacted]').replace(/xapp-[\w-]+/g, '[redacted]');
}
