import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { switchView } from './switch.view.js';

describe('switchView', () => {
  it('switch', () => {
    const view = switchView(
      {
        id: 3,
        description: 'Chiusura ferie',
        activation: '*11',
        action: { type: 'hangup', target: null, label: 'Riaggancia' },
        status: 1,
        active: true,
      },
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain(':large_green_circle: attivo');
    expect(textOf(view)).toContain('`*11`');
    expect(textOf(view)).toContain('Riaggancia');
  });
});
