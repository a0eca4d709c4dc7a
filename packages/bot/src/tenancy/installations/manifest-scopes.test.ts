import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { manifestBotScopes } from './manifest-scopes.js';

it('the install asks for the bot scopes of manifest.yaml', () => {
  expect(manifestBotScopes()).toEqual([
    'commands',
    'chat:write',
    'chat:write.public',
    'im:write',
    'usergroups:read',
    'files:write',
    'users:read',
  ]);
});

it('a manifest without bot scopes is refused', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'manifest.yaml');
  writeFileSync(path, 'oauth_config:\n  scopes:\n    user: [identify]\n');
  expect(() => manifestBotScopes(path)).toThrow(/oauth_config.scopes.bot must list/);
});
