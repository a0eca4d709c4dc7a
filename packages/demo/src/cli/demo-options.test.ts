import { describe, expect, it } from 'vitest';
import { DemoUsageError, parseDemoOptions } from './demo-options.js';

describe('parseDemoOptions', () => {
  it.each([
    [
      'defaults',
      [],
      {},
      { command: 'run', script: undefined, port: 8080, traffic: 'random', locale: 'it', logLevel: 'info' },
    ],
    [
      'a script from where the command was typed',
      ['--script', 'tour.txt'],
      { INIT_CWD: '/home/me' },
      { script: '/home/me/tour.txt' },
    ],
    ['a leading -- from pnpm', ['--', '--port', '0'], {}, { port: 0 }],
    ['a seed', ['--seed', '42'], {}, { traffic: 42 }],
    ['no traffic', ['--no-traffic'], {}, { traffic: false }],
    ['a log level', ['--log-level', 'debug'], {}, { logLevel: 'debug' }],
    ['the bot in English', ['--lang', 'en'], {}, { locale: 'en' }],
  ])('%s', (_name, argv, env, want) => {
    expect(parseDemoOptions(argv, env)).toMatchObject(want);
  });

  it.each([
    ['an unknown option', ['--bogus'], /bogus/],
    ['a bad port', ['--port', 'http'], /Invalid port "http"/],
    ['a port too high', ['--port', '70000'], /Invalid port "70000"/],
    ['a bad seed', ['--seed', '1.5'], /Invalid seed "1.5"/],
    ['a seed and no traffic', ['--seed', '1', '--no-traffic'], /Choose --seed or --no-traffic/],
    ['a bad log level', ['--log-level', 'loud'], /Invalid log level "loud"/],
    ['a language the bot does not speak', ['--lang', 'de'], /Invalid language "de": use it or en/],
    ['a positional', ['tour.txt'], /tour\.txt/],
  ])('refuses %s', (_name, argv, message) => {
    expect(() => parseDemoOptions(argv, {})).toThrow(DemoUsageError);
    expect(() => parseDemoOptions(argv, {})).toThrow(message);
  });

  it('answers help', () => {
    expect(parseDemoOptions(['--help'], {})).toEqual({ command: 'help' });
  });
});
