import { describe, expect, it } from 'vitest';
import { normalizeSlackText } from './slack-text.js';
import { splitOption, tokenize } from './tokenize.js';

describe('tokenize', () => {
  it.each([
    ['', []],
    ['  a   b\tc\n', ['a', 'b', 'c']],
    ['name="Studio Rossi" x', ['name=Studio Rossi', 'x']],
    ['notes=\'a "b"\'', ['notes=a "b"']],
    ['notes=""', ['notes=']],
    ['""', ['']],
    ["dell'ufficio", ["dell'ufficio"]],
    ['a\\ b', ['a b']],
    ['"say \\"hi\\""', ['say "hi"']],
  ])('%j → %j', (text, tokens) => {
    expect(tokenize(text)).toEqual({ ok: true, tokens });
  });

  it('reports where a quote was left open', () => {
    expect(tokenize('a "b c')).toEqual({ ok: false, unclosedQuoteAt: 2 });
  });

  it('splits options', () => {
    expect(splitOption('Name=Mario=Rossi')).toEqual(['name', 'Mario=Rossi']);
    expect(splitOption('=x')).toBeUndefined();
    expect(splitOption('plain')).toBeUndefined();
  });
});

describe('normalizeSlackText', () => {
  it.each([
    ['<tel:+390612345678|+39 06 1234 5678>', '+390612345678'],
    ['<mailto:a@b.it|a@b.it>', 'a@b.it'],
    ['<https://x.it|sito>', 'sito'],
    ['<@U0ALICE01|alice>', 'alice'],
    ['Rossi &amp; Figli &lt;srl&gt;', 'Rossi & Figli <srl>'],
    ['“Studio” ‘x’', '"Studio" \'x\''],
    ['a\u00A0b', 'a b'],
  ])('%j → %j', (text, want) => {
    expect(normalizeSlackText(text)).toBe(want);
  });
});
