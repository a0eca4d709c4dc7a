import { describe, expect, it } from 'vitest';
import { assertOneSlot, groupBySlot, hashedPart, keySlot } from './key-slot.js';

describe('keySlot', () => {
  // values of CLUSTER KEYSLOT (Redis 7); the cluster suite checks more keys against a real cluster
  it.each([
    ['foo', 12182],
    ['bar', 5061],
    ['123456789', 12739],
    ['{user1000}.following', 3443],
    ['{user1000}.followers', 3443],
    ['foo{}{bar}', 8363],
    ['foo{{bar}}zap', 4015],
    ['foo{bar}{zap}', 5061],
    ['', 0],
  ])('%j → %i', (key, slot) => {
    expect(keySlot(key)).toBe(slot);
  });

  it('hashes only the first non-empty tag', () => {
    expect(hashedPart('a:{acct-1}:b:{x}')).toBe('acct-1');
    expect(hashedPart('a:{}:b')).toBe('a:{}:b');
    expect(hashedPart('a:{open')).toBe('a:{open');
  });

  it('hashes text as UTF-8', () => {
    expect(keySlot('{città}:a')).toBe(keySlot('città'));
  });
});

describe('assertOneSlot', () => {
  it('accepts keys sharing a tag and refuses keys of two slots', () => {
    expect(() => assertOneSlot(['p:{a1}:x', 'p:{a1}:y', '{a1}'], 'test')).not.toThrow();
    expect(() => assertOneSlot(['p:{a1}:x', 'p:{a2}:x'], 'test')).toThrow(/CROSSSLOT test/);
  });
});

describe('groupBySlot', () => {
  it('keeps keys of one slot together, in order', () => {
    expect(groupBySlot(['{a}1', '{b}1', '{a}2'])).toEqual([['{a}1', '{a}2'], ['{b}1']]);
  });
});
