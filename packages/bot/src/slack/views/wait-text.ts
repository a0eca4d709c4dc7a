/**
 * A wait or an average of waits, written the same way by every view (Home, `/queue live`, `/queue <coda>`, the
 * alert cards, `/queue stats`, the report): `45 s`, `1:34 min`, `1 h 02 min`. Whole seconds (an average is
 * rounded); the same in Italian and English.
 */
export function waitText(seconds: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')} min`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
