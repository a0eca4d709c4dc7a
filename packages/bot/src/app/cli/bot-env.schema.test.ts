import { describe, expect, it } from 'vitest';
import { BotEnv } from './bot-env.schema.js';

const base = { SLACK_SIGNING_SECRET: 's', CENTRALINO_CONFIG: 'bot.yaml' };
const oauth = {
  SLACK_CLIENT_ID: '1.2',
  SLACK_CLIENT_SECRET: 'secret',
  SLACK_STATE_SECRET: 'a-long-random-state-secret',
};

const problems = (env: Record<string, string>) => {
  const parsed = BotEnv.safeParse({ ...base, ...env });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('BotEnv: one workspace or an installable app', () => {
  it.each([
    ['a bot token alone (one workspace, as before)', { SLACK_BOT_TOKEN: 'xoxb-1' }],
    ['the three OAuth settings', oauth],
    ['OAuth with PostgreSQL', { ...oauth, INSTALLATIONS_DATABASE_URL: 'postgres://u@db:5432/bot' }],
    ['OAuth with empty leftovers', { ...oauth, SLACK_BOT_TOKEN: '' }],
  ])('accepts %s', (_name, env) => {
    expect(problems(env)).toEqual([]);
  });

  it.each([
    [
      'nothing',
      {},
      /SLACK_BOT_TOKEN is not set .* or set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET/,
    ],
    [
      'two of the three',
      { SLACK_CLIENT_ID: '1.2', SLACK_CLIENT_SECRET: 'x' },
      /SLACK_STATE_SECRET is not set: .*\(missing: SLACK_STATE_SECRET\)/,
    ],
    [
      'one of the three',
      { SLACK_STATE_SECRET: 'a-long-random-state-secret' },
      /missing: SLACK_CLIENT_ID, SLACK_CLIENT_SECRET/,
    ],
    ['both modes', { ...oauth, SLACK_BOT_TOKEN: 'xoxb-1' }, /SLACK_BOT_TOKEN is set together with/],
    [
      'OAuth with Socket Mode',
      { ...oauth, SLACK_APP_TOKEN: 'xapp-1' },
      /SLACK_APP_TOKEN is set: an app installed through OAuth/,
    ],
    [
      'a short state secret',
      { ...oauth, SLACK_STATE_SECRET: 'short' },
      /SLACK_STATE_SECRET must be at least 16/,
    ],
    [
      'a database URL that is not PostgreSQL',
      { ...oauth, INSTALLATIONS_DATABASE_URL: 'mysql://x' },
      /must be a postgres/,
    ],
  ])('refuses %s, saying what is wrong', (_name, env, said) => {
    expect(problems(env as Record<string, string>).join('\n')).toMatch(said);
  });
});

describe('BotEnv: REDIS_URL', () => {
  it.each([
    ['one server (the default)', {}],
    ['one server', { REDIS_URL: 'rediss://u:p@cache:6380/1' }],
    ['a Redis Cluster', { REDIS_URL: 'redis+cluster://10.0.0.1:7000,10.0.0.2:7000' }],
  ])('accepts %s', (_name, env) => {
    expect(problems({ SLACK_BOT_TOKEN: 'xoxb-1', ...env })).toEqual([]);
  });

  it.each([
    ['another scheme', 'http://cache:6379', /REDIS_URL is not a Redis address: must start with redis:\/\//],
    ['a cluster with a database', 'redis+cluster://n1:7000/2', /no database number/],
  ])('refuses %s', (_name, url, error) => {
    expect(problems({ SLACK_BOT_TOKEN: 'xoxb-1', REDIS_URL: url }).join('\n')).toMatch(error);
  });
});

describe('BotEnv: PBX_ALLOWED_PRIVATE_HOSTS', () => {
  const token = { SLACK_BOT_TOKEN: 'xoxb-1' };

  it('unset: no private host allowed (production posture)', () => {
    const parsed = BotEnv.parse({ ...base, ...token });
    expect(parsed.PBX_ALLOWED_PRIVATE_HOSTS.entries).toEqual([]);
  });

  it.each([
    ['a host and a range', 'pbx.lan, 10.0.0.0/8', undefined],
    ['loopback outside production', '127.0.0.1', undefined],
    ['the exchange’s host in production', 'pbx.lan, 192.168.1.20', 'production'],
  ])('accepts %s', (_name, value, nodeEnv) => {
    const env = { ...token, PBX_ALLOWED_PRIVATE_HOSTS: value, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
    expect(problems(env)).toEqual([]);
  });

  it.each([
    [
      'an entry that is no host, address or range',
      'pbx.lan, 10.0.0.0/99',
      undefined,
      /"10.0.0.0\/99" is neither/,
    ],
    [
      '* in production',
      '*',
      'production',
      /PBX_ALLOWED_PRIVATE_HOSTS is unsafe with NODE_ENV=production: "\*"/,
    ],
    ['0.0.0.0/0 in production', '0.0.0.0/0', 'production', /"0.0.0.0\/0" covers 0.0.0.0/],
    ['::/0 in production', '::/0', 'production', /"::\/0" covers ::/],
    ['loopback in production', 'localhost', 'production', /"localhost" is loopback/],
    ['the metadata range in production', '169.254.0.0/16', 'production', /metadata address 169.254.169.254/],
  ])('refuses %s, naming the entry', (_name, value, nodeEnv, said) => {
    const env = { ...token, PBX_ALLOWED_PRIVATE_HOSTS: value, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) };
    expect(problems(env).join('\n')).toMatch(said);
  });
});
