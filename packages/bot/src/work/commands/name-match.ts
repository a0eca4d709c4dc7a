/** A name as people write it: lower case, without accents, spaces, `-`, `_` and `.` all alike. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s\-_.]+/g, ' ')
    .trim();
}

/** What a typed name designates among the things an account has. */
export type NameMatch<T> =
  | { kind: 'found'; item: T }
  /** Several things answer to it: ask which. */
  | { kind: 'ambiguous'; items: T[] }
  | { kind: 'none' };

/** True when every typed word starts a word of the name, in order (`bianchi` → `dott bianchi`). */
function wordsStart(name: string, typed: string): boolean {
  const words = name.split(' ');
  let at = 0;
  for (const part of typed.split(' ')) {
    while (at < words.length && !words[at]?.startsWith(part)) at++;
    if (at === words.length) return false;
    at++;
  }
  return true;
}

/**
 * Finds what a typed name designates among `items`, each known by one or more names (an id, a display name):
 * the item spelled exactly so, else the only one whose name matches regardless of case, accents and
 * separators, else the only one whose name starts so, else the only one whose words the typed words start
 * (`verdi` → `Dott. Verdi`, `controllo` → `Visita di controllo`; at least 3 letters typed for these two).
 * Several matches at the first level that has any are ambiguous: the caller asks.
 */
export function matchName<T>(
  typed: string,
  items: readonly T[],
  namesOf: (item: T) => readonly string[],
): NameMatch<T> {
  const exact = items.filter((item) => namesOf(item).includes(typed));
  if (exact.length === 1) return { kind: 'found', item: exact[0] as T };
  const folded = foldName(typed);
  if (folded === '') return { kind: 'none' };
  const levels = [
    (name: string) => name === folded,
    (name: string) => folded.length >= 3 && name.startsWith(folded),
    (name: string) => folded.length >= 3 && wordsStart(name, folded),
  ];
  for (const level of levels) {
    const hits = items.filter((item) => namesOf(item).some((n) => level(foldName(n))));
    if (hits.length === 1) return { kind: 'found', item: hits[0] as T };
    if (hits.length > 1) return { kind: 'ambiguous', items: hits };
  }
  return { kind: 'none' };
}
