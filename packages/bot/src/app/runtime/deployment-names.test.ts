import { describe, expect, it } from 'vitest';
import { bullPrefixFor, deploymentNames } from './deployment-names.js';

describe('bullPrefixFor', () => {
  it.each([
    [undefined, false, undefined],
    ['bull', false, 'bull'],
    [undefined, true, '{bull}'],
    ['bull', true, '{bull}'],
    ['{staging}', true, '{staging}'],
    [deploymentNames('prod').bullPrefix, true, '{prod}'],
  ])('%s on a cluster: %s → %s', (given, cluster, want) => {
    expect(bullPrefixFor(given, cluster)).toBe(want);
  });
});
