import { describe, expect, it } from 'vitest';
import { blacklistNamed } from './blacklist-name.js';

describe('blacklistNamed', () => {
  it.each([
    ['spelled so', 'spam', ['spam', 'vip'], 'spam'],
    ['another case', 'Spam', ['spam', 'vip'], 'spam'],
    ['all capitals', 'CALL-CENTER', ['call-center'], 'call-center'],
    ['two differing only by case: the exact one', 'Spam', ['spam', 'Spam'], 'Spam'],
    ['two differing only by case, neither typed', 'SPAM', ['spam', 'Spam'], undefined],
    ['`-` is not `_`', 'call_center', ['call-center'], undefined],
    ['a prefix is not the name', 'spa', ['spam'], undefined],
  ])('%s', (_name, typed, names, want) => {
    expect(blacklistNamed(typed, names)).toBe(want);
  });
});
