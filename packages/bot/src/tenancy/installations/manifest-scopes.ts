import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The app manifest shipped with the bot. */
export const manifestPath = fileURLToPath(new URL('../../../manifest.yaml', import.meta.url));

/** The bot scopes the app asks for when installed: `oauth_config.scopes.bot` of manifest.yaml, the one list. */
export function manifestBotScopes(path = manifestPath): string[] {
  const manifest = parse(readFileSync(path, 'utf8')) as { oauth_config?: { scopes?: { bot?: unknown } } };
  const scopes = manifest.oauth_config?.scopes?.bot;
  if (!Array.isArray(scopes) || scopes.length === 0 || !scopes.every((s) => typeof s === 'string')) {
    throw new Error(`${path}: oauth_config.scopes.bot must list the bot scopes`);
  }
  return scopes;
}
