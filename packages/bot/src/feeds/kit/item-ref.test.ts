import { describe, expect, it } from 'vitest';
import { itemRef, itemValue } from './item-ref.js';

describe('a feed item’s button value', () => {
  it('names the account and the item, and reads back', () => {
    const value = itemValue('acc-1', 'n', 'notice-9');
    expect(value).toBe('{"a":"acc-1","n":"notice-9"}');
    expect(itemRef(value, 'n')).toEqual({ accountId: 'acc-1', itemId: 'notice-9' });
  });

  it.each([undefined, '', 'not json', '{"a":"acc-1"}', '{"a":1,"n":"x"}', '{"a":"acc-1","c":"card"}'])(
    'is not a reference when it is %j',
    (value) => {
      expect(itemRef(value, 'n')).toBeUndefined();
    },
  );
});
