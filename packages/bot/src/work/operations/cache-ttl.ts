/**
 * How long reads are cached: live state briefly, recent data a little longer, configuration for a minute, the
 * history of a day that has ended ten minutes (it no longer grows).
 */
export const cacheTtlMs = {
  live: 3000,
  recent: 10_000,
  config: 60_000,
  pastDay: 600_000,
} as const;
