import type { Locale } from '../../core/config/bot-config.schema.js';

/** What a typed name was looked for among. */
export type NamedThing = 'queue' | 'event' | 'calendar';

const it = {
  none: {
    queue: (typed: string) => `Nessuna coda si chiama «${typed}».`,
    event: (typed: string) => `Nessun tipo di appuntamento si chiama «${typed}».`,
    calendar: (typed: string) => `Nessun calendario si chiama «${typed}».`,
  },
  ambiguous: {
    queue: (typed: string, n: number) => `«${typed}» può essere ${n} code: scegli quale.`,
    event: (typed: string, n: number) => `«${typed}» può essere ${n} tipi di appuntamento: scegli quale.`,
    calendar: (typed: string, n: number) => `«${typed}» può essere ${n} calendari: scegli quale.`,
  },
  existing: {
    queue: (names: string) => `Le code sono: ${names}.`,
    event: (names: string) => `I tipi di appuntamento sono: ${names}.`,
    calendar: (names: string) => `I calendari sono: ${names}.`,
  },
};

const en: typeof it = {
  none: {
    queue: (typed) => `No queue is called “${typed}”.`,
    event: (typed) => `No appointment type is called “${typed}”.`,
    calendar: (typed) => `No calendar is called “${typed}”.`,
  },
  ambiguous: {
    queue: (typed, n) => `“${typed}” can be ${n} queues: choose which.`,
    event: (typed, n) => `“${typed}” can be ${n} appointment types: choose which.`,
    calendar: (typed, n) => `“${typed}” can be ${n} calendars: choose which.`,
  },
  existing: {
    queue: (names) => `The queues are: ${names}.`,
    event: (names) => `The appointment types are: ${names}.`,
    calendar: (names) => `The calendars are: ${names}.`,
  },
};

const catalogs: Record<Locale, typeof it> = { it, en };

/**
 * The sentence for a name that designates nothing (`names`: what exists, listed) or several things
 * (`names`: the candidates), in the user's language.
 */
export function nameMatchText(
  kind: 'none' | 'ambiguous',
  thing: NamedThing,
  typed: string,
  names: readonly string[],
  locale: Locale,
): string {
  const t = catalogs[locale];
  if (kind === 'ambiguous') return t.ambiguous[thing](typed, names.length);
  return names.length === 0
    ? t.none[thing](typed)
    : `${t.none[thing](typed)} ${t.existing[thing](names.join(', '))}`;
}
