import { describe, expect, it } from 'vitest';
import { actionIds } from '../../slack/views/action-ids.js';
import { inboundCalls, outboundCalls } from '../../slack/views/view.fixture.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { inboundCallsView, outboundCallsView } from './calls.view.js';

const op = { type: 'calls.list' as const, direction: 'in' as const, page: 1 };
const ctx = { extension: '201', blockList: 'bloccati' };

describe('inboundCallsView', () => {
  it('shows each call with its state, and confirmed "Richiama" / "Blocca numero" buttons', () => {
    const view = inboundCallsView(inboundCalls(3), op, ctx, 'it');
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain(
      '*02/06 10:15* · 0612345000 (Studio Rossi) → 0287654321 · :white_check_mark: risposta · 00:03:25',
    );
    expect(text).toContain(':x: senza risposta');
    expect(text).toContain(':door: abbandonata in coda');
    const buttons = buttonsOf(view);
    // the anonymous caller (index 1) cannot be called back or blocked
    expect(buttons.map((b) => b.actionId)).toEqual([
      `${actionIds.callBack}:0`,
      `${actionIds.block}:0`,
      `${actionIds.callBack}:2`,
      `${actionIds.block}:2`,
    ]);
    expect(buttons.every((b) => b.confirm)).toBe(true);
    expect(JSON.parse(buttons[1]!.value)).toEqual({ number: '0612345000' });
    const block = (
      view.blocks as { type: string; elements?: { confirm?: { text: { text: string } } }[] }[]
    ).find((b) => b.type === 'actions')!.elements![1]!;
    expect(block.confirm?.text.text).toContain('blacklist bloccati');
  });

  it('pages through the API with the same filters', () => {
    const view = inboundCallsView(
      inboundCalls(10, 2, 35),
      { ...op, date: '2025-06-01', search: '0612', page: 2 },
      ctx,
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain('Oggi e ieri · 35 chiamate · Pagina 2 di 4');
    const pages = buttonsOf(view).filter((b) => b.actionId.startsWith('pbx_page'));
    expect(pages.map((b) => JSON.parse(b.value))).toEqual([
      { type: 'calls.list', direction: 'in', date: '2025-06-01', search: '0612', page: 1 },
      { type: 'calls.list', direction: 'in', date: '2025-06-01', search: '0612', page: 3 },
    ]);
    expect(view.blocks.length).toBeLessThanOrEqual(50);
  });

  it('says when there are no calls', () => {
    const view = inboundCallsView(inboundCalls(0), op, ctx, 'en');
    expectValid(view);
    expect(textOf(view)).toContain('No calls.');
  });
});

describe('outboundCallsView', () => {
  it('offers "Richiama" on dialable destinations only', () => {
    const view = outboundCallsView(
      outboundCalls(2),
      { ...op, direction: 'out' },
      { extension: undefined, blockList: 'x' },
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain('201 → 112');
    expect(buttonsOf(view)).toEqual([
      expect.objectContaining({ actionId: `${actionIds.callBack}:1`, text: 'Richiama' }),
    ]);
  });
});
