import { describe, expect, it } from 'vitest';
import { redactedRedisUrl } from './redis-problem.js';

describe('redactedRedisUrl', () => {
  it.each([
    ['redis://127.0.0.1:6379', 'redis://127.0.0.1:6379'],
    ['redis://u:secret@h:6379/1', 'redis://u:***@h:6379/1'],
    ['redis+cluster://h1:7000,h2:7001', 'redis+cluster://h1:7000,h2:7001'],
    ['rediss+cluster://u:se:cr@et@h1:7000,h2:7001', 'rediss+cluster://u:***@h1:7000,h2:7001'],
    ['redis+cluster://:secret@h1:7000', 'redis+cluster://:***@h1:7000'],
  ])('%s', (url, shown) => {
    expect(redactedRedisUrl(url)).toBe(shown);
    expect(redactedRedisUrl(url)).not.toContain('secret');
  });
});
