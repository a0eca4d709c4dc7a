import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseConfigText } from '../../app/registry/bot-config.js';
import { resolveAccount } from './account-routing.js';
import { ConfigError } from './config-error.js';

const env = { PBX_MAIN_API_KEY: 'pbx_secret_main', PBX_BRANCH_API_KEY: 'pbx_secret_branch' };
const example = fileURLToPath(new URL('../../../config.example.yaml', import.meta.url));

function issuesOf(text: string, environment: NodeJS.ProcessEnv = env) {
  try {
    parseConfigText(text, environment, 'bot.yaml');
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const minimal = `
accounts:
  - id: main
    base_url: http://127.0.0.1:8080
    api_key_env: PBX_MAIN_API_KEY
`;

describe('loadConfig', () => {
  it('reads the example file, with the keys from the environment and defaults filled in', async () => {
    const { config, apiKeys } = await loadConfig(example, env);
    expect(config.locale).toBe('it');
    expect(config.accounts.map((a) => a.id)).toEqual(['main', 'branch']);
    expect(config.accounts[1]).toMatchObject({
      time_zone: 'Europe/Rome',
      limits: { requests_per_minute: 20, requests_per_day: 1000 },
      block_blacklist: 'bloccati',
    });
    expect(apiKeys.get('branch')).toBe('pbx_secret_branch');
    expect(JSON.stringify(config)).not.toContain('pbx_secret');
    expect(resolveAccount(config, { teamId: 'T0SANDBOX', channelId: 'C0BRANCH01', userId: 'U1' })?.id).toBe(
      'branch',
    );
    expect(resolveAccount(config, { teamId: 'T0OTHER', channelId: 'C0X', userId: 'U1' })?.id).toBe('main');
  });

  it('reads an account’s webhook secret from the variable it names, and says when it is missing or wrong', () => {
    const text = `accounts:
  - id: main
    base_url: https://pbx.example.com
    api_key_env: PBX_MAIN_API_KEY
    webhook_secret_env: PBX_MAIN_HOOK
`;
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const loaded = parseConfigText(text, { ...env, PBX_MAIN_HOOK: secret }, 'bot.yaml');
    expect(loaded.webhookSecrets?.get('main')).toBe(secret);
    expect(JSON.stringify(loaded.config)).not.toContain(secret);
    expect(issuesOf(text)).toEqual([
      expect.objectContaining({
        path: 'accounts[0].webhook_secret_env',
        message: 'environment variable PBX_MAIN_HOOK is not set',
      }),
    ]);
    expect(issuesOf(text, { ...env, PBX_MAIN_HOOK: 'hunter2' })).toEqual([
      expect.objectContaining({
        message: 'environment variable PBX_MAIN_HOOK is not a webhook signing secret',
      }),
    ]);
  });

  it('a minimal file gets every default; the only account is the default one', () => {
    const { config } = parseConfigText(minimal, env);
    expect(config.permissions).toEqual({ users: [], usergroups: [] });
    expect(config.limiter).toEqual({
      window_ms: 60_000,
      guard_ms: 1000,
      command_reserve_per_minute: 10,
      background_day_share: 0.5,
    });
    expect(resolveAccount(config, { teamId: undefined, channelId: undefined, userId: 'U1' })?.id).toBe(
      'main',
    );
  });

  it('a file without accounts is valid: the workspaces connect theirs from Slack', () => {
    const { config, apiKeys } = parseConfigText('locale: it\n', env);
    expect(config.accounts).toEqual([]);
    expect(apiKeys.size).toBe(0);
  });

  it('reports a missing file with the variable to set', async () => {
    await expect(loadConfig('/nonexistent/bot.yaml', env)).rejects.toMatchObject({
      issues: [{ message: 'file not found', fix: expect.stringContaining('CENTRALINO_CONFIG') }],
    });
  });

  it.each([
    [
      'API key written in the file',
      `${minimal}    api_key: pbx_abc\n`,
      { path: 'accounts[0]', fix: expect.stringContaining('never write the API key') },
    ],
    [
      'key itself in api_key_env',
      minimal.replace('PBX_MAIN_API_KEY', 'pbx_live_123'),
      {
        path: 'accounts[0].api_key_env',
        message: expect.stringContaining('NAME of an environment variable'),
      },
    ],
    [
      'unset environment variable',
      minimal.replace('PBX_MAIN_API_KEY', 'PBX_NOPE'),
      { path: 'accounts[0].api_key_env', fix: 'export PBX_NOPE=<API key of account "main">' },
    ],
    [
      'bad URL',
      minimal.replace('http://127.0.0.1:8080', 'pbx.example.com'),
      { path: 'accounts[0].base_url', message: expect.stringContaining('http(s) URL') },
    ],
    ['bad locale', `locale: fr\n${minimal}`, { path: 'locale', fix: 'use one of: it, en' }],
    [
      'accounts not a list',
      'accounts: 3\n',
      { path: 'accounts', message: expect.stringContaining('expected array') },
    ],
    [
      'unknown account in routing',
      `${minimal}routing:\n  channels:\n    C0ABC: nope\n`,
      { path: 'routing.channels.C0ABC', message: 'unknown account "nope"' },
    ],
    [
      'bad user id in permissions',
      `${minimal}permissions:\n  users: [alice]\n`,
      { path: 'permissions.users[0]', message: expect.stringContaining('Slack user id') },
    ],
    [
      'bad key of links',
      `${minimal}links:\n  alice: "201"\n`,
      { path: 'links.alice', fix: expect.stringContaining('replace the key "alice"') },
    ],
    [
      'misspelled field',
      `${minimal}permisions: {}\n`,
      { path: '', fix: expect.stringContaining('"permisions"') },
    ],
    [
      'YAML syntax',
      'accounts:\n  - id: main\n   base_url: x\n',
      { path: expect.stringMatching(/^line \d+, column \d+$/), fix: expect.stringContaining('YAML') },
    ],
    [
      'duplicate ids',
      `${minimal}  - id: main\n    base_url: http://x.test\n    api_key_env: PBX_MAIN_API_KEY\n`,
      { path: 'accounts[1].id', message: 'duplicate account id "main"' },
    ],
  ])('%s → an issue with its path and a fix', (_name, text, want) => {
    const issues = issuesOf(text);
    expect(issues).toContainEqual(expect.objectContaining(want));
    for (const issue of issues) expect(issue.fix.length).toBeGreaterThan(5);
  });

  it('asks for routing when several accounts have no default', () => {
    const two = `${minimal}  - id: other\n    base_url: http://x.test\n    api_key_env: PBX_BRANCH_API_KEY\n`;
    expect(issuesOf(two)).toContainEqual(expect.objectContaining({ path: 'routing' }));
  });

  it('reports every problem at once, and the error message never contains a key', () => {
    const text = `locale: xx\n${minimal.replace('PBX_MAIN_API_KEY', 'PBX_UNSET')}    api_key: pbx_leaked\n`;
    let message = '';
    try {
      parseConfigText(text, env, 'bot.yaml');
    } catch (error) {
      message = (error as Error).message;
      expect((error as ConfigError).issues.length).toBeGreaterThanOrEqual(2);
    }
    expect(message).toContain('bot.yaml');
    expect(message).not.toContain('pbx_leaked');
  });
});
