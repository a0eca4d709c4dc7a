import type { ServerResponse } from 'node:http';
import { AuthorizationError, InvalidStateError, MissingCodeError, UnknownError } from '@slack/oauth';
import { describe, expect, it } from 'vitest';
import { failedInstallPage, installedPage } from './install-pages.js';
import { authorizationUrl } from './oauth-installer.js';

function fakeResponse() {
  const out = { status: 0, headers: {} as Record<string, string>, body: '' };
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      out.status = status;
      out.headers = headers;
      return res;
    },
    end(body: string) {
      out.body = body;
    },
  };
  return { res: res as unknown as ServerResponse, out };
}

describe('install pages', () => {
  it.each([
    ['a forged or replayed state', new InvalidStateError('x'), 400, 'già stato usato'],
    ['no code', new MissingCodeError('x'), 400, 'non è valido'],
    [
      'consent cancelled',
      new AuthorizationError('User cancelled the OAuth installation flow!'),
      200,
      'annullata',
    ],
    [
      'Slack refusing the exchange',
      Object.assign(new UnknownError('x'), { data: { error: 'invalid_code' } }),
      502,
      'invalid_code',
    ],
  ])('%s: a plain Italian page with the way to start again', (_name, error, status, said) => {
    const { res, out } = fakeResponse();
    failedInstallPage(res, 'it', error, '/slack/install');
    expect(out.status).toBe(status);
    expect(out.body).toContain(said);
    expect(out.body).toContain('href="/slack/install"');
    expect(out.body).toContain('lang="it"');
  });

  it('English when the deployment speaks English, never mixed', () => {
    const { res, out } = fakeResponse();
    failedInstallPage(res, 'en', new InvalidStateError('x'), '/slack/install');
    expect(out.body).toContain('already used');
    expect(out.body).not.toMatch(/Installazione|Aggiungi/);
  });

  it('the installed page escapes the workspace name', () => {
    const { res, out } = fakeResponse();
    installedPage(res, 'it', '<b>Acme</b>');
    expect(out.body).toContain('&#60;b&#62;Acme&#60;/b&#62;');
    expect(out.body).not.toContain('<b>Acme');
  });
});

it.each([
  [undefined, 'https://slack.com/oauth/v2/authorize'],
  ['https://slack.com/api/', 'https://slack.com/oauth/v2/authorize'],
  ['http://127.0.0.1:4000/api/', 'http://127.0.0.1:4000/oauth/v2/authorize'],
])('the authorize page beside the Web API %s is %s', (apiUrl, want) => {
  expect(authorizationUrl(apiUrl)).toBe(want);
});
