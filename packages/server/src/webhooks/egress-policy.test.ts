import { describe, expect, it } from 'vitest';
import { createEgressPolicy, parseAllowedPrivateHosts } from './egress-policy.js';

function resolve(policy: ReturnType<typeof createEgressPolicy>, host: string) {
  return new Promise<string>((done) =>
    policy.lookup(host, { all: true }, (error) => done(error ? String(error.code) : 'ok')),
  );
}

describe('egress policy', () => {
  const closed = createEgressPolicy();

  it.each([
    ['loopback', 'http://127.0.0.1:8080/h'],
    ['short loopback', 'http://127.1/h'],
    ['decimal loopback', 'http://2130706433/h'],
    ['hex loopback', 'http://0x7f000001/h'],
    ['mapped IPv6', 'http://[::ffff:127.0.0.1]/h'],
    ['IPv6 loopback', 'http://[::1]/h'],
    ['link-local', 'http://169.254.169.254/latest'],
    ['private', 'http://10.0.0.8/h'],
    ['unique-local', 'http://[fd00::1]/h'],
    ['unspecified', 'http://0.0.0.0/h'],
  ])('refuses a literal %s address', (_, url) => {
    expect(closed.refuseUrl(url)).toBe('address_not_allowed');
  });

  it.each([
    ['other scheme', 'ftp://example.com/x'],
    ['credentials', 'https://user:pw@example.com/x'],
    ['not a URL', 'example.com'],
  ])('refuses %s', (_, url) => {
    expect(closed.refuseUrl(url)).toBe('invalid_url');
  });

  it('accepts a public address and a name (checked after resolution)', () => {
    expect(closed.refuseUrl('https://93.184.215.14/h')).toBeUndefined();
    expect(closed.refuseUrl('https://hooks.example.com/h')).toBeUndefined();
  });

  it('refuses a name resolving to loopback, unless allowed', async () => {
    expect(await resolve(closed, 'localhost')).toBe('EGRESS_REFUSED');
    const open = createEgressPolicy(parseAllowedPrivateHosts(' 127.0.0.0/8 , ::1 '));
    expect(await resolve(open, 'localhost')).toBe('ok');
    expect(open.refuseUrl('http://127.0.0.1:9/h')).toBeUndefined();
    expect(open.refuseUrl('http://10.0.0.8/h')).toBe('address_not_allowed');
  });

  it('allows a host name listed by name', async () => {
    const byName = createEgressPolicy(['localhost']);
    expect(await resolve(byName, 'localhost')).toBe('ok');
  });
});
