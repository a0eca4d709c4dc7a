import { IdParam } from '@centralino/schemas';
import { z } from 'zod';

/** A queue name as typed. */
export const QueueNameArg = z.string().min(1).max(100, { error: 'Nome della coda troppo lungo' });

/** An extension's internal number or name. */
export const ExtensionArg = z
  .string()
  .min(1)
  .max(80, { error: 'Interno non valido' })
  .regex(/^[^\s/?#]+$/, { error: 'Interno non valido' });

/** A positive integer id, as the API reads path ids. */
export const IdArg = IdParam;

/** Words that choose a subcommand, with their Italian aliases. */
export function subcommand<const T extends string>(
  word: string | undefined,
  table: Readonly<Record<T, readonly string[]>>,
): T | undefined {
  if (word === undefined) return undefined;
  const lower = word.toLowerCase();
  for (const [name, aliases] of Object.entries(table) as [T, readonly string[]][]) {
    if (name === lower || aliases.includes(lower)) return name;
  }
  return undefined;
}
