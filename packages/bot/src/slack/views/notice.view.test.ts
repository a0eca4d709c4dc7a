import { describe, expect, it } from 'vitest';
import { errorView, positionView } from './notice.view.js';

describe('notice views', () => {
  it('errors are prefixed with :warning:, the place in line is in seconds', () => {
    expect(errorView('Coda non trovata', 'it').text).toBe(':warning: Coda non trovata');
    expect(positionView(3, 12_400, 'it').text).toContain('posizione 3, attesa stimata circa 13 s.');
    expect(positionView(40, 7_200_000, 'it').text).toContain('attesa stimata circa 120 minuti.');
    expect(positionView(2, 60_000, 'en').text).toContain('position 2, estimated wait about 60 s.');
  });
});
