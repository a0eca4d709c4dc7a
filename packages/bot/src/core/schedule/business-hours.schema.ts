import { z } from 'zod';

/** `HH:MM` (24 hours); `24:00` closes a day. */
export const ClockTime = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'must be HH:MM' });

/** When something speaks, in the account's time zone: ISO weekdays (1 = Monday … 7 = Sunday) and a time range. */
export const BusinessHours = z
  .strictObject({
    days: z.array(z.int().min(1).max(7)).min(1).max(7),
    from: ClockTime,
    to: ClockTime,
  })
  .refine((h) => h.from < h.to, { error: 'the end must come after the start' });
export type BusinessHours = z.infer<typeof BusinessHours>;
