import { z } from 'zod';

/** `/pbx account`: the account's limits and usage, the bot's budget, the commands waiting. */
export const AccountShow = z.strictObject({ type: z.literal('account.show') });

/** The operations of `/pbx`. */
export const accountOperations = [AccountShow] as const;
export type AccountOperation = z.output<typeof AccountShow>;
