/** The largest request body the server reads, and how its messages name the size. */
export interface BodyLimit {
  bytes: number;
  /** The size as the Italian message says it, e.g. `1 MB`. */
  label: string;
}

/**
 * `/v1`: 1 MiB, some thousand times the largest body an operation takes (a contact, a booking). The reference
 * sets none; without one a single request could make the server hold any amount of memory.
 */
export const API_BODY_LIMIT: BodyLimit = { bytes: 1024 * 1024, label: '1 MB' };

/** The sandbox's admin and simulator routes: account fixtures with weeks of calls (the demo's is ~160 KB). */
export const SANDBOX_BODY_LIMIT: BodyLimit = { bytes: 16 * 1024 * 1024, label: '16 MB' };
