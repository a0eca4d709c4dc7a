/** `REDIS_URL` as it may be shown: the password replaced. */
export function redactedRedisUrl(url: string): string {
  // a cluster's node list is not one URL: only the password between `:` and `@` is hidden
  if (/^rediss?\+cluster:\/\//.test(url)) return url.replace(/^([^:]+:\/\/[^:@/]*:).*@/, '$1***@');
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(REDIS_URL is not a URL)';
  }
}

/**
 * What went wrong talking to Redis, in a few words (`is refusing connections`, `is not answering`…), and whether
 * retrying can help (a refused password cannot).
 */
export function redisProblem(error: unknown): { problem: string; fatal: boolean } {
  const e = error as { code?: string; message?: string };
  const message = e.message ?? String(error);
  if (e.code === 'ECONNREFUSED') return { problem: 'is refusing connections', fatal: false };
  if (e.code === 'ENOTFOUND' || e.code === 'EAI_AGAIN')
    return { problem: 'host cannot be found', fatal: false };
  if (/WRONGPASS|NOAUTH|invalid password|invalid username-password/i.test(message))
    return { problem: 'refused the user name or password', fatal: true };
  if (e.code === 'ETIMEDOUT' || /timeout/i.test(message))
    return { problem: 'is not answering', fatal: false };
  return { problem: `cannot be reached (${e.code ?? message})`, fatal: false };
}

/** A connection error (as opposed to an error of a command): Redis is down or unreachable. */
export function isRedisConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH'].includes(
      e.code ?? '',
    ) || /Connection is closed|connect ETIMEDOUT|Stream isn't writeable/i.test(e.message ?? '')
  );
}
