import { zonedParts } from '@centralino/schemas';

/** The wall-clock time of an instant in a time zone: `10:42` (`10:42:13` with seconds). */
export function clockText(ms: number, timeZone: string, withSeconds = false): string {
  const p = zonedParts(new Date(ms), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(p.hour)}:${two(p.minute)}${withSeconds ? `:${two(p.second)}` : ''}`;
}
