/**
 * A count with the form that agrees with it: `1 risposta`, `0 risposte`, `2 risposte` (Italian and English
 * both take the singular for exactly one, the plural otherwise, zero included).
 */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
