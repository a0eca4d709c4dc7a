import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from 'pino';

/** Bolt's logger interface on top of pino (Bolt's own lines keep the redaction rules). */
export function boltLogger(logger: Logger): BoltLogger {
  const log = logger.child({ component: 'bolt' });
  let level: LogLevel = LogLevel.WARN;
  return {
    debug: (...msg: unknown[]) => log.debug(msg.map(String).join(' ')),
    info: (...msg: unknown[]) => log.info(msg.map(String).join(' ')),
    warn: (...msg: unknown[]) => log.warn(msg.map(String).join(' ')),
    error: (...msg: unknown[]) => log.error(msg.map(String).join(' ')),
    setLevel: (l: LogLevel) => {
      level = l;
    },
    getLevel: () => level,
    setName: () => {},
  };
}
