/**
 * A database could not be opened or migrated. The message is one line, safe to print on exit: it never contains
 * a password.
 */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

/** Replaces the password of a connection URL, for messages and logs. */
export function redactDatabaseUrl(url: URL): string {
  const copy = new URL(url.href);
  if (copy.password) copy.password = '***';
  return copy.href;
}

/** Turns a driver error from connecting to PostgreSQL into a one-line, user-facing message. */
export function describeConnectionError(error: unknown, url: URL): string {
  const where = `${url.hostname}:${url.port || '5432'}`;
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const user = decodeURIComponent(url.username) || 'the current user';
  const code = errorCode(error);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot connect to PostgreSQL at ${where}: connection refused (is the server running?)`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to PostgreSQL: host "${url.hostname}" not found`;
    case 'ETIMEDOUT':
      return `Cannot connect to PostgreSQL at ${where}: connection timed out`;
    case '3D000':
      return `Database "${database}" does not exist on ${where}`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${where} refused user "${user}": authentication failed`;
    default: {
      const message = error instanceof Error ? error.message : String(error);
      if (/timeout/i.test(message)) return `Cannot connect to PostgreSQL at ${where}: connection timed out`;
      return `Cannot connect to PostgreSQL at ${where}: ${firstLine(message)}`;
    }
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Node reports an AggregateError when every address of a host (IPv6 and IPv4) failed.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? errorCode(inner[0]) : undefined;
}

/** First line of an error message, for one-line reports. */
export function firstLine(message: string): string {
  return message.split('\n', 1)[0] ?? message;
}
