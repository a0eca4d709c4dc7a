import { BlacklistName, BlacklistNumberValue } from '@centralino/schemas';
import { z } from 'zod';

/**
 * "Blocca numero" on a missed-call notice: the caller's number into blacklist `name` (the account's
 * `block_blacklist`, or one picked when that does not exist); `notice` is the notice clicked. `confirmed`: the
 * user was told whom the number is (a contact of the directory, one of the office's numbers) and blocks anyway.
 */
export const MissedBlock = z.strictObject({
  type: z.literal('missed.block'),
  notice: z.string().regex(/^[0-9a-f]{16}$/),
  name: BlacklistName,
  number: BlacklistNumberValue,
  confirmed: z.literal(true).optional(),
});
export type MissedBlock = z.output<typeof MissedBlock>;
