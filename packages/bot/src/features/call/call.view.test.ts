import { describe, expect, it } from 'vitest';
import { actionIds } from '../../views/action-ids.js';
import { buttonsOf, expectValid, textOf } from '../../views/views.test-helpers.js';
import { callConfirmView } from './call.view.js';
import { callConfirmId } from './call-ids.js';

describe('call confirmation', () => {
  it('asks before dialling, with a call and a cancel button', () => {
    const view = callConfirmView('06 1234 5678', '201', 'c-1', 'it');
    expectValid(view);
    expect(textOf(view)).toContain('Chiamare *06 1234 5678* dal tuo interno *201*?');
    expect(buttonsOf(view)).toEqual([
      expect.objectContaining({
        actionId: callConfirmId,
        value: JSON.stringify({ number: '06 1234 5678', confirmation: 'c-1' }),
      }),
      expect.objectContaining({ actionId: actionIds.callCancel }),
    ]);
  });
});
