import type { z } from 'zod';
import { type BotConfig as BotConfigType, botConfigSchema } from '../../core/config/bot-config.schema.js';
import { configLoader } from '../../core/config/load-config.js';
import { features } from './feature-list.js';

/** The bot's configuration file (YAML): the core's sections and every feature's (see `botConfigSchema`). */
export const BotConfig = botConfigSchema(
  features.flatMap((f) => (f.config ? [f.config] : [])),
) as unknown as z.ZodType<BotConfigType, unknown>;
export type BotConfig = BotConfigType;

export const { resolveConfig, parseConfigText, loadConfig } = configLoader(BotConfig);
