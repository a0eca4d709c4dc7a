import { describe, expect, it } from 'vitest';
import { signSlackRequest } from './sign-request.js';

// The worked example of Slack's "Verifying requests from Slack" guide.
const vector = {
  signingSecret: '8f742231b10e8888abcd99yyyzzz85a5',
  timestamp: 1531420618,
  rawBody:
    'token=xyzz0WbapA4vBCDEFasx0q6G&team_id=T1DC2JH3J&team_domain=testteamnow&channel_id=G8PSS9T3V' +
    '&channel_name=foobar&user_id=U2CERLKJA&user_name=roadrunner&command=%2Fwebhook-collect&text=' +
    '&response_url=https%3A%2F%2Fhooks.slack.com%2Fcommands%2FT1DC2JH3J%2F397700885554%2F96rGlfmibIGlgcZRskXaIFfN' +
    '&trigger_id=398738663015.47445629121.803a0bc887a14d10d2c447fce8b6703c',
  signature: 'v0=a2114d57b48eac39b9ad189dd8316235a7b4a8d21a10bd27519666489c69b503',
};

describe('signSlackRequest', () => {
  it('matches the documented vector', () => {
    const headers = signSlackRequest(vector);
    expect(headers).toEqual({
      'x-slack-signature': vector.signature,
      'x-slack-request-timestamp': '1531420618',
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it('defaults the timestamp to now, in seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    const ts = Number(signSlackRequest({ signingSecret: 's', rawBody: '' })['x-slack-request-timestamp']);
    expect(ts).toBeGreaterThanOrEqual(before);
    expect(ts).toBeLessThanOrEqual(before + 1);
  });

  it('changes with the body', () => {
    const a = signSlackRequest({ signingSecret: 's', rawBody: 'a', timestamp: 1 });
    const b = signSlackRequest({ signingSecret: 's', rawBody: 'b', timestamp: 1 });
    expect(a['x-slack-signature']).not.toBe(b['x-slack-signature']);
  });
});
