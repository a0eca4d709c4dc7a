import { describe, expect, it } from 'vitest';
import { actionIds } from '../../slack/views/action-ids.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { callConfirmView, callStartedView } from './call.view.js';
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

describe('call started', () => {
  const result = {
    call_id: '1795699722.1',
    extension: '201',
    number: '+393331234567',
    channel: 'SIP/201',
    timestamp: '2026-11-26 14:28:42',
  };
  it.each([
    [
      'it',
      "squilla l'interno 201, poi verrà chiamato +393331234567",
      'id chiamata 1795699722.1 · avviata oggi alle 14:28',
    ],
    [
      'en',
      'extension 201 rings, then +393331234567 is called',
      'call id 1795699722.1 · started today at 14:28',
    ],
  ] as const)('%s: who rings, whom, and when in words', (locale, line, note) => {
    const view = callStartedView(result, '2026-11-26', locale);
    expectValid(view);
    expect(textOf(view)).toContain(line);
    expect(textOf(view)).toContain(note);
    expect(textOf(view)).not.toContain('2026-11-26');
  });
});
