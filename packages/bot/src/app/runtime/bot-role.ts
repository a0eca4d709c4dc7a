/** Which part of the bot a process runs. */
export type BotRole = 'web' | 'worker' | 'all';
