import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { voipView } from './voip.view.js';
import { voipMessagesFor } from './voip-messages.js';

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
    expect(textOf(view)).toContain('1 numero ·');
  });
});

describe('the summary agrees with its counts', () => {
  it.each([
    ['it', [1, 1, 0], '1 numero · :large_green_circle: 1 registrato · :red_circle: 0 non registrati'],
    ['it', [2, 1, 1], '2 numeri · :large_green_circle: 1 registrato · :red_circle: 1 non registrato'],
    ['it', [3, 0, 3], '3 numeri · :large_green_circle: 0 registrati · :red_circle: 3 non registrati'],
    ['en', [1, 1, 0], '1 number · :large_green_circle: 1 registered · :red_circle: 0 not registered'],
    ['en', [2, 2, 0], '2 numbers · :large_green_circle: 2 registered · :red_circle: 0 not registered'],
  ] as const)('%s %j → %s', (locale, [total, registered, unregistered], want) => {
    expect(voipMessagesFor(locale).summary(total, registered, unregistered)).toBe(want);
  });
});
