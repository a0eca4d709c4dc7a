import { describe, expect, it } from 'vitest';
import type { Block } from './types.js';
import { buildViewState, missingRequiredInputs } from './view-state.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const option = (text: string, value: string) => ({ text: plain(text), value });
const input = (block_id: string, element: Record<string, unknown>, optional = false): Block => ({
  type: 'input',
  block_id,
  label: plain(block_id),
  optional,
  element,
});

const blocks: Block[] = [
  input('reason', { type: 'plain_text_input', action_id: 'reason_input' }),
  input('queue', {
    type: 'static_select',
    action_id: 'queue_select',
    options: [option('Sales', 'sales'), option('Support', 'support')],
  }),
  input(
    'days',
    { type: 'checkboxes', action_id: 'days', options: [option('Mon', 'mon'), option('Tue', 'tue')] },
    true,
  ),
  input('until', { type: 'datepicker', action_id: 'until', initial_date: '2025-01-31' }, true),
  { type: 'section', text: { type: 'mrkdwn', text: 'not an input' } },
];

describe('buildViewState', () => {
  it('builds state.values by block_id and action_id, matching options by value, label or number', () => {
    const state = buildViewState(blocks, {
      reason_input: 'lunch',
      queue: 'Support',
      'days.days': ['1', 'tue'],
    });
    expect(state).toEqual({
      reason: { reason_input: { type: 'plain_text_input', value: 'lunch' } },
      queue: { queue_select: { type: 'static_select', selected_option: option('Support', 'support') } },
      days: { days: { type: 'checkboxes', selected_options: [option('Mon', 'mon'), option('Tue', 'tue')] } },
      until: { until: { type: 'datepicker', selected_date: '2025-01-31' } },
    });
  });

  it('reports required inputs left empty', () => {
    const state = buildViewState(blocks, { queue_select: 'nope' });
    expect(missingRequiredInputs(blocks, state)).toEqual(['reason', 'queue']);
  });
});
