function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Seconds as `HH:MM:SS` (call durations). */
export function formatHms(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** Seconds as `mm:ss` (queue waits); minutes grow past 59 rather than wrapping. */
export function formatMs(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}
