import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commandNames } from './registry.js';

interface Manifest {
  features: { slash_commands: { command: string; url: string; description: string }[] };
  oauth_config: { scopes: { bot: string[] } };
  settings: {
    interactivity: { is_enabled: boolean; request_url: string };
    event_subscriptions: { request_url: string };
  };
}

const manifest = parse(
  readFileSync(fileURLToPath(new URL('../../../manifest.yaml', import.meta.url)), 'utf8'),
) as Manifest;

describe('manifest.yaml', () => {
  it('declares exactly the commands the bot registers, all on /slack/events', () => {
    const declared = manifest.features.slash_commands.map((c) => c.command);
    expect([...declared].sort()).toEqual(commandNames.map((n) => `/${n}`).sort());
    for (const c of manifest.features.slash_commands) {
      expect(c.url).toMatch(/\/slack\/events$/);
      expect(c.description.length).toBeLessThanOrEqual(100);
    }
  });

  it('sends interactivity and events to /slack/events, with the scopes the bot uses', () => {
    expect(manifest.settings.interactivity).toMatchObject({
      is_enabled: true,
      request_url: expect.stringMatching(/\/slack\/events$/),
    });
    expect(manifest.settings.event_subscriptions.request_url).toMatch(/\/slack\/events$/);
    expect(manifest.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining(['commands', 'chat:write', 'usergroups:read']),
    );
  });
});
