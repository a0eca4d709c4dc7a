import { type DestinationStream, type Logger, pino } from 'pino';
import { serializeError } from './error-serializer.js';

/**
 * Paths pino blanks out wherever they appear, in case a header object or a key ever reaches a log call.
 * The request logger itself never logs headers.
 */
const REDACTED_PATHS = [
  'headers["x-api-key"]',
  'headers.authorization',
  '*.headers["x-api-key"]',
  '*.headers.authorization',
  'apiKey',
  'api_key',
  '*.apiKey',
  '*.api_key',
  'adminToken',
];

/**
 * The server's pino logger (JSON lines), with secrets redacted and failed queries logged without their
 * parameter values ({@link serializeError}).
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    options.destination,
  );
}

/** A logger that drops everything (the default of `createApp`, handy in tests). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
