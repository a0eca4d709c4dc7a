import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { extensionListView, extensionStatusView } from './ext.view.js';

describe('extensionListView', () => {
  it('shows the summary and lists offline extensions first', () => {
    const view = extensionListView(
      {
        success: true,
        count: 2,
        data: [
          {
            extension: 'SIP/201',
            internal_number: '201',
            description: 'Reception',
            status: 'ONLINE',
            is_online: true,
          },
          {
            extension: 'SIP/202',
            internal_number: '202',
            description: '',
            status: 'OFFLINE',
            is_online: false,
          },
        ],
        summary: { online: 1, offline: 1 },
      },
      1,
      'it',
    );
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain(':large_green_circle: 1 online · :red_circle: 1 offline');
    expect(text.indexOf('*202*')).toBeLessThan(text.indexOf('*201* Reception — online'));
  });
});

describe('extensionStatusView', () => {
  const status = {
    extension: 'SIP/201',
    internal_number: '201',
    description: 'Reception',
    status: 'ONLINE' as const,
    is_online: true,
    timestamp: '2026-11-26 11:25:59',
  };
  it.each([
    ['2026-11-26', 'it', 'rilevato oggi alle 11:25'],
    ['2026-11-28', 'it', 'rilevato 26/11 alle 11:25'],
    ['2026-11-27', 'en', 'seen yesterday at 11:25'],
  ] as const)('read on %s (%s): %s', (today, locale, want) => {
    const view = extensionStatusView(status as never, today, locale);
    expectValid(view);
    expect(textOf(view)).toContain(want);
    expect(textOf(view)).not.toContain('2026-11-26');
  });
});
