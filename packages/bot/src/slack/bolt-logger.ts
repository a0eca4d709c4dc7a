import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from 'pino';
import { redactText } from '../core/ops/redact-text.js';

/** One log message of Bolt, @slack/web-api or @slack/oauth: its parts as text (objects are not expanded), secrets removed. */
function text(msg: unknown[]): string {
  return redactText(msg.map(String).join(' '));
}

/**
 * Bolt's logger interface on top of pino, handed to Bolt, its Web API clients and its InstallProvider. Those log
 * request bodies as strings at debug level (the OAuth exchange's carries the client secret), so every message is
 * redacted here, besides pino's own redaction of each line.
 */
export function boltLogger(logger: Logger): BoltLogger {
  const log = logger.child({ component: 'bolt' });
  let level: LogLevel = LogLevel.WARN;
  return {
    debug: (...msg: unknown[]) => log.debug(text(msg)),
    info: (...msg: unknown[]) => log.info(text(msg)),
    warn: (...msg: unknown[]) => log.warn(text(msg)),
    error: (...msg: unknown[]) => log.error(text(msg)),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => {},
  };
}
