/**
 * True for a JSON media type: `application/json` or a `+json` suffix (`application/problem+json`), with any
 * parameters (`; charset=utf-8`). Case-insensitive, as media types are.
 */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const type = (header.split(';', 1)[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9!#$&^_.-]+\+json$/.test(type);
}
