import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliOptions } from './cli-options.js';

describe('parseCliOptions', () => {
  it.each([
    [
      'defaults',
      ['serve'],
      {},
      {
        port: 8080,
        storage: { memory: true },
        demo: false,
        traffic: undefined,
        adminToken: undefined,
        corsOrigins: [],
      },
    ],
    [
      'allowed browser origins',
      ['serve'],
      { CORS_ORIGINS: 'https://crm.example.com, http://localhost:5173' },
      { corsOrigins: ['https://crm.example.com', 'http://localhost:5173'] },
    ],
    [
      'demo traffic with a random seed',
      ['serve', '--demo', '--traffic'],
      {},
      { traffic: { seed: undefined } },
    ],
    [
      'demo traffic with a seed',
      ['serve', '--demo', '--traffic', '--seed', '42'],
      {},
      { demo: true, traffic: { seed: 42 } },
    ],
    [
      'env',
      ['serve'],
      { PORT: '9000', DATABASE_URL: 'postgres://db/x', ADMIN_TOKEN: 't' },
      {
        port: 9000,
        storage: { url: 'postgres://db/x' },
        adminToken: 't',
      },
    ],
    [
      'flags win over env',
      ['serve', '--port', '81', '--memory', '--demo'],
      { PORT: '9000', DATABASE_URL: 'x' },
      {
        port: 81,
        storage: { memory: true },
        demo: true,
      },
    ],
    [
      'database url',
      ['serve', '--database-url', 'postgres://h/d'],
      {},
      { storage: { url: 'postgres://h/d' } },
    ],
    [
      'data dir from the caller directory',
      ['serve', '--data-dir', 'data'],
      { INIT_CWD: '/home/me' },
      {
        storage: { dataDir: '/home/me/data' },
      },
    ],
  ])('%s', (_name, argv, env, want) => {
    expect(parseCliOptions(argv, env)).toMatchObject({ command: 'serve', ...want });
  });

  it.each([
    ['no command', [], /Missing command/],
    ['unknown command', ['start'], /Unknown command: start/],
    ['unknown option', ['serve', '--bogus'], /bogus/],
    ['two storages', ['serve', '--memory', '--data-dir', 'x'], /only one/],
    ['bad port', ['serve', '--port', 'http'], /Invalid port "http"/],
    ['traffic without the demo', ['serve', '--traffic'], /^--traffic needs --demo/],
    ['a seed without traffic', ['serve', '--demo', '--seed', '1'], /^--seed needs --traffic$/],
    ['a bad seed', ['serve', '--demo', '--traffic', '--seed', '1.5'], /Invalid seed "1.5"/],
    ['a seed too big', ['serve', '--demo', '--traffic', '--seed', '4294967296'], /Invalid seed/],
  ])('refuses %s', (_name, argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(CliUsageError);
    expect(() => parseCliOptions(argv, {})).toThrow(message);
  });

  it.each(['crm.example.com', 'https://crm.example.com/app'])('refuses the origin %s', (origin) => {
    expect(() => parseCliOptions(['serve'], { CORS_ORIGINS: origin })).toThrow(
      /Invalid origin in CORS_ORIGINS/,
    );
  });

  it('answers help', () => {
    expect(parseCliOptions(['--help'], {})).toEqual({ command: 'help' });
  });
});
