/** Default for `privacy.retention_days`: how long the bot keeps callers' numbers and names in Redis. */
export const DEFAULT_RETENTION_DAYS = 28;

/** The configured retention in seconds (every key holding a caller's number or name expires within it). */
export function retentionSeconds(config: { privacy: { retention_days: number } }): number {
  return config.privacy.retention_days * 86_400;
}

/** A key's own TTL, shortened to the retention when that is shorter (keys with a shorter TTL keep theirs). */
export function cappedTtl(ownSeconds: number, retention: number): number {
  return Math.min(ownSeconds, retention);
}
