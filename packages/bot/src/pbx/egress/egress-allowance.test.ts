import { describe, expect, it } from 'vitest';
import { unsafeAllowance } from './allowance-safety.js';
import { AllowanceError, parseAllowance } from './egress-allowance.js';

describe('PBX_ALLOWED_PRIVATE_HOSTS', () => {
  it.each([
    ['', []],
    [' , ', []],
    ['pbx.lan', ['name:pbx.lan']],
    ['PBX.Lan.', ['name:pbx.lan']],
    ['10.0.0.5', ['range:10.0.0.5/32']],
    ['10.0.0.0/8, fc00::/7', ['range:10.0.0.0/8', 'range:fc00::/7']],
    ['[::1]', ['range:::1/128']],
    ['::ffff:10.0.0.0/104', ['range:10.0.0.0/8']],
    ['*', ['any']],
  ])('%j reads as %j', (text, want) => {
    const read = parseAllowance(text).entries.map((e) =>
      e.kind === 'any'
        ? 'any'
        : e.kind === 'name'
          ? `name:${e.name}`
          : `range:${e.address.toString()}/${e.prefix}`,
    );
    expect(read).toEqual(want);
  });

  it.each([
    ['10.0.0.0/33'],
    ['10.0.0.0/x'],
    ['127.1'],
    ['0x7f000001'],
    ['pbx_lan'],
    ['http://pbx.lan'],
    ['10.0.0.0/8/8'],
  ])('refuses %j, naming it', (text) => {
    expect(() => parseAllowance(`pbx.lan, ${text}`)).toThrow(AllowanceError);
    expect(() => parseAllowance(text)).toThrow(text);
  });
});

describe('an allowance in production', () => {
  it.each([
    ['*', 'allows every address'],
    ['0.0.0.0/0', '0.0.0.0'],
    ['::/0', '::'],
    ['0.0.0.0/1', '0.0.0.0'],
    ['64.0.0.0/2', 'loopback'],
    ['128.0.0.0/1', '169.254.169.254'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['localhost', 'loopback'],
    ['169.254.0.0/16', 'metadata'],
    ['fc00::/7', 'fd00:ec2::254'],
    ['pbx.lan, 0.0.0.0', '0.0.0.0'],
  ])('%j is unsafe (%s)', (text, why) => {
    expect(unsafeAllowance(parseAllowance(text))).toContain(why);
  });

  it.each([
    [''],
    ['pbx.lan'],
    ['10.0.0.0/8'],
    ['192.168.1.20'],
    ['fd12:3456::/32'],
    ['172.16.0.0/12, pbx.lan'],
  ])('%j is accepted', (text) => {
    expect(unsafeAllowance(parseAllowance(text))).toBeUndefined();
  });
});
