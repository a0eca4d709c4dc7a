/** How long reads are cached: live state briefly, recent data a little longer, configuration for a minute. */
export const cacheTtlMs = {
  live: 3000,
  recent: 10_000,
  config: 60_000,
} as const;
