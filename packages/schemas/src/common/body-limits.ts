/**
 * The largest request body the server reads, how its messages name the size, and the most structure it may hold.
 * The structure is bounded before the body is parsed (a linear scan of the text), so no walk of the parsed value
 * (U+0000 checks, validation, messages) can cost more than a few passes over those many values.
 */
export interface BodyLimit {
  bytes: number;
  /** The size as the Italian message says it, e.g. `1 MB`. */
  label: string;
  /** Deepest nesting of arrays and objects (`{"a":[1]}` is 2 levels). */
  maxDepth: number;
  /** Most JSON values in the body, containers included (`{"a":[1,2]}` holds 4). */
  maxValues: number;
}

/**
 * `/v1`: 1 MiB, some thousand times the largest body an operation takes (a contact, a booking). The reference
 * sets none; without one a single request could make the server hold any amount of memory. Every body of the
 * reference is one flat object: 32 levels and 10,000 values leave room for any client, never for hours of work.
 */
export const API_BODY_LIMIT: BodyLimit = {
  bytes: 1024 * 1024,
  label: '1 MB',
  maxDepth: 32,
  maxValues: 10_000,
};

/**
 * The sandbox's admin and simulator routes: account fixtures with weeks of calls (the demo's is ~160 KB, 5 levels,
 * ~7,500 values).
 */
export const SANDBOX_BODY_LIMIT: BodyLimit = {
  bytes: 16 * 1024 * 1024,
  label: '16 MB',
  maxDepth: 32,
  maxValues: 1_000_000,
};
