import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** How `/metrics` (and the detailed `/healthz`) may be read. */
export type OpsAccess = 'granted' | 'refused' | 'disabled';

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * `Authorization: Bearer <token>` compared in constant time with the deployment's `METRICS_TOKEN`. Without a
 * token configured the protected routes are not served at all (`disabled`).
 */
export function opsAccess(req: IncomingMessage, token: string | undefined): OpsAccess {
  if (!token) return 'disabled';
  const given = /^Bearer +(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!given) return 'refused';
  return timingSafeEqual(digest(given), digest(token)) ? 'granted' : 'refused';
}
