import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../views/views.test-helpers.js';
import { extensionListView } from './ext.view.js';

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
