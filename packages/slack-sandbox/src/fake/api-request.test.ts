import { describe, expect, it } from 'vitest';
import { parseApiRequest, type RawApiRequest } from './api-request.js';

const form = 'application/x-www-form-urlencoded';
const req = (r: Partial<RawApiRequest>): RawApiRequest => ({
  rawBody: '',
  query: new URLSearchParams(),
  ...r,
});

const cases: [string, { given: RawApiRequest; want: unknown }][] = [
  [
    'form with token and JSON-string blocks',
    {
      given: req({
        contentType: form,
        rawBody: 'token=xoxb-1&channel=C1&blocks=%5B%7B%22type%22%3A%22divider%22%7D%5D',
      }),
      want: { token: 'xoxb-1', args: { channel: 'C1', blocks: [{ type: 'divider' }] } },
    },
  ],
  [
    'bearer header wins over a token argument',
    {
      given: req({ contentType: form, authorization: 'Bearer xoxb-h', rawBody: 'token=xoxb-b&text=hi' }),
      want: { token: 'xoxb-h', args: { text: 'hi' } },
    },
  ],
  [
    'JSON body ignores a token inside it',
    {
      given: req({
        contentType: 'application/json; charset=utf-8',
        rawBody: '{"token":"x","channel":"C1","blocks":[]}',
      }),
      want: { args: { channel: 'C1', blocks: [] } },
    },
  ],
  [
    'invalid JSON',
    { given: req({ contentType: 'application/json', rawBody: '{' }), want: { error: 'invalid_json' } },
  ],
  [
    'query string and text that looks like JSON',
    {
      given: req({
        contentType: form,
        rawBody: 'text=%5Bnot+json%5D',
        query: new URLSearchParams('token=q'),
      }),
      want: { token: 'q', args: { text: '[not json]' } },
    },
  ],
];

describe('parseApiRequest', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(parseApiRequest(given)).toEqual(want);
  });
});
