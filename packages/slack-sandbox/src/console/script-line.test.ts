import { describe, expect, it } from 'vitest';
import { wantsColor } from './console-style.js';
import {
  looseRegExp,
  parseConsoleLine,
  parseDuration,
  splitTrailingDuration,
  substituteVariables,
} from './script-line.js';

describe('parseConsoleLine', () => {
  it.each([
    ['blank', '   ', { kind: 'blank' }],
    ['comment', '# the tour starts', { kind: 'comment', text: '# the tour starts' }],
    ['lone hash', '#', { kind: 'comment', text: '#' }],
    ['command', '/queue live  assistenza ', { kind: 'command', command: '/queue', text: 'live  assistenza' }],
    ['bare command', '/voip', { kind: 'command', command: '/voip', text: '' }],
    ['button', '3', { kind: 'click', number: 3 }],
    ['hash button', '#12', { kind: 'click', number: 12 }],
    [
      'directive',
      '#wait-post Coda assistenza 30s',
      { kind: 'directive', name: 'wait-post', args: 'Coda assistenza 30s' },
    ],
    ['directive without args', '#Sleep', { kind: 'directive', name: 'sleep', args: '' }],
    ['help', 'help', { kind: 'help' }],
    ['exit', 'exit', { kind: 'quit' }],
    ['quit', 'quit', { kind: 'quit' }],
    ['anything else', 'hello', { kind: 'invalid', text: 'hello' }],
  ])('%s', (_name, line, want) => {
    expect(parseConsoleLine(line)).toEqual(want);
  });
});

describe('durations', () => {
  it.each([
    ['500ms', 500],
    ['30s', 30_000],
    ['2m', 120_000],
    ['1.5s', 1500],
    ['7', 7000],
    ['soon', undefined],
    ['-3s', undefined],
  ])('%s', (text, want) => {
    expect(parseDuration(text)).toBe(want);
  });

  it('splits a trailing duration off a pattern, only when something is left', () => {
    expect(splitTrailingDuration('Coda assistenza 30s')).toEqual({ rest: 'Coda assistenza', ms: 30_000 });
    expect(splitTrailingDuration('Coda assistenza')).toEqual({ rest: 'Coda assistenza', ms: undefined });
    expect(splitTrailingDuration('30s')).toEqual({ rest: '30s', ms: undefined });
  });
});

describe('looseRegExp', () => {
  it('is case-insensitive, and literal when the text is not a valid expression', () => {
    expect(looseRegExp('coda \\w+').test('Coda assistenza')).toBe(true);
    expect(looseRegExp('[Richiama').test('#3 [Richiama]')).toBe(true);
    expect(looseRegExp('[Richiama').test('Richiama')).toBe(false);
  });
});

describe('substituteVariables', () => {
  it('replaces known names and lists unknown ones', () => {
    const vars = new Map([['ID', '42']]);
    expect(substituteVariables(`/blacklist remove spam \${ID}`, vars)).toEqual({
      line: '/blacklist remove spam 42',
      missing: [],
    });
    expect(substituteVariables(`/contact \${ID} \${NOPE}`, vars)).toEqual({
      line: `/contact 42 \${NOPE}`,
      missing: ['NOPE'],
    });
  });
});

describe('wantsColor', () => {
  it.each([
    ['a terminal', { isTTY: true }, {}, true],
    ['a pipe', { isTTY: false }, {}, false],
    ['NO_COLOR', { isTTY: true }, { NO_COLOR: '1' }, false],
    ['a dumb terminal', { isTTY: true }, { TERM: 'dumb' }, false],
    ['FORCE_COLOR on a pipe', {}, { FORCE_COLOR: '1' }, true],
    ['FORCE_COLOR=0', { isTTY: true }, { FORCE_COLOR: '0' }, false],
  ])('%s', (_name, output, env, want) => {
    expect(wantsColor(output, env)).toBe(want);
  });
});
