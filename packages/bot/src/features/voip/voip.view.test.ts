import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../views/views.test-helpers.js';
import { voipView } from './voip.view.js';

describe('voipView', () => {
  it('shows the summary and the provider label', () => {
    const view = voipView(
      {
        success: true,
        count: 1,
        data: [
          {
            number: '0287654321',
            registered: true,
            provider: 'VIRTUAL',
            provider_label: 'Virtuale',
            username: 'u',
            sip_server: 's',
            description: 'Sede',
            note: '',
          },
        ],
        summary: { total: 1, registered: 1, unregistered: 0 },
      },
      1,
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain('*0287654321* Sede — registrato · Virtuale');
    expect(textOf(view)).toContain('1 numeri');
  });
});
