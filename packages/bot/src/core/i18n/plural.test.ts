import { describe, expect, it } from 'vitest';
import { plural } from './plural.js';

describe('plural', () => {
  it.each([
    [0, 'risposta', 'risposte', '0 risposte'],
    [1, 'risposta', 'risposte', '1 risposta'],
    [2, 'risposta', 'risposte', '2 risposte'],
    [1, 'non registrato', 'non registrati', '1 non registrato'],
    [11, 'chiamata', 'chiamate', '11 chiamate'],
    [21, 'numero', 'numeri', '21 numeri'],
    [1, 'request', 'requests', '1 request'],
    [0, 'call', 'calls', '0 calls'],
    [-1, 'call', 'calls', '-1 calls'],
  ])('%i %s/%s → %s', (n, one, many, want) => {
    expect(plural(n, one, many)).toBe(want);
  });
});
