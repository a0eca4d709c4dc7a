import { z } from 'zod';

/** The page of a list an operation shows (1-based; lists are cut in pages by their views). */
export const Page = z.int().min(1).max(100_000).default(1);

/** A positive integer id, as the API reads path ids. */
export const Id = z.int().min(1).max(2_147_483_647);
