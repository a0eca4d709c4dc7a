import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliOptions } from './cli-options.js';

describe('parseCliOptions', () => {
  it.each([
    [
      'defaults',
      ['serve'],
      {},
      { port: 8080, storage: { memory: true }, demo: false, adminToken: undefined },
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
  ])('refuses %s', (_name, argv, message) => {
    expect(() => parseCliOptions(argv, {})).toThrow(CliUsageError);
    expect(() => parseCliOptions(argv, {})).toThrow(message);
  });

  it('answers help', () => {
    expect(parseCliOptions(['--help'], {})).toEqual({ command: 'help' });
  });
});
