import { describe, expect, it } from 'vitest';
import { redactText } from './redact-text.js';

describe('redactText', () => {
  it.each([
    [
      'web-api request body, JSON inside a JSON line',
      String.raw`{"msg":"http request body: {\"client_id\":\"1.2\",\"client_secret\":\"s3cr3t-abc\",\"code\":\"1764.ab12\"}"}`,
      ['s3cr3t-abc', '1764.ab12'],
      '1.2',
    ],
    [
      'form body',
      'client_secret=s3cr3t-abc&refresh_token=xoxe-1-abc&grant_type=x',
      ['s3cr3t-abc', 'xoxe-1-abc'],
      'grant_type=x',
    ],
    ['OAuth callback URL', '/slack/oauth_redirect?code=12.34.ab&state=st', ['12.34.ab'], 'state=st'],
    ['Authorization header', 'authorization: Bearer abcdefgh12345678', ['abcdefgh12345678'], 'Bearer'],
    ['API key header', '{"headers":{"x-api-key":"pbx_live_123456789"}}', ['pbx_live_123456789'], 'x-api-key'],
    [
      'tokens in prose',
      'bot xoxb-1-2-abc user xoxp-9 rotated xoxe.xoxp-1-z app xapp-1-A',
      ['xoxb-1-2-abc', 'xoxp-9', 'xoxe.xoxp-1-z', 'xapp-1-A'],
      'bot',
    ],
    [
      'webhook secret',
      'secret rotated to whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
      'rotated',
    ],
    ['encryption key variable', 'PBX_KEY_ENCRYPTION_KEY=AAAAbbbb+/== next', ['AAAAbbbb+/=='], 'next'],
    ['signing secret variable', '"SLACK_SIGNING_SECRET":"0123abcd"', ['0123abcd'], 'SLACK_SIGNING_SECRET'],
  ])('%s', (_, text, secrets, kept) => {
    const out = redactText(text);
    for (const secret of secrets) expect(out).not.toContain(secret);
    expect(out).toContain('[redacted]');
    expect(out).toContain(kept);
  });

  it('keeps what is not a secret: error codes, token types, ordinary words', () => {
    const text = '{"code":"slack_oauth_missing_state","msg":"token_type bot, tokens ok"}';
    expect(redactText(text)).toBe(text);
  });

  it('removes known values wherever they are, raw or JSON-escaped, and leaves short ones alone', () => {
    expect(redactText('a long-known"value here', ['long-known"value'])).toBe('a [redacted] here');
    expect(redactText(String.raw`{"m":"a long-known\"value"}`, ['long-known"value'])).toBe(
      '{"m":"a [redacted]"}',
    );
    expect(redactText('short abc', ['abc'])).toBe('short abc');
  });

  it('is idempotent: a redacted line stays as it is', () => {
    const once = redactText('{"token":"xoxb-1","client_secret":"abcdefgh"}');
    expect(redactText(once)).toBe(once);
  });
});
