import { describe, expect, it } from 'vitest';
import { validateBlocks, validateView } from './validate-blocks.js';

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });
const button = (action_id: string, text = 'Go') => ({
  type: 'button',
  action_id,
  text: { type: 'plain_text', text },
});

const blockCases: [string, { given: unknown; want: string[] }][] = [
  ['valid blocks', { given: [section('hi'), { type: 'divider' }], want: [] }],
  ['not an array', { given: 'x', want: ['must provide an array [json-pointer:/blocks]'] }],
  [
    'section text over 3000',
    {
      given: [section('x'.repeat(3001))],
      want: ['must be less than 3001 characters [json-pointer:/blocks/0/text/text]'],
    },
  ],
  [
    'header over 150 and mrkdwn',
    {
      given: [{ type: 'header', text: { type: 'mrkdwn', text: 'h'.repeat(151) } }],
      want: [
        'must be a valid enum value [json-pointer:/blocks/0/text/type]',
        'must be less than 151 characters [json-pointer:/blocks/0/text/text]',
      ],
    },
  ],
  [
    'more than 50 blocks',
    {
      given: Array.from({ length: 51 }, () => ({ type: 'divider' })),
      want: ['no more than 50 items allowed [json-pointer:/blocks]'],
    },
  ],
  [
    'eleven fields',
    {
      given: [{ type: 'section', fields: Array.from({ length: 11 }, () => ({ type: 'mrkdwn', text: 'f' })) }],
      want: ['no more than 10 items allowed [json-pointer:/blocks/0/fields]'],
    },
  ],
  [
    'duplicate block and action ids',
    {
      given: [
        { type: 'actions', block_id: 'a', elements: [button('x'), button('x')] },
        { type: 'divider', block_id: 'a' },
      ],
      want: [
        'duplicate action_id [json-pointer:/blocks/0/elements/1/action_id]',
        'duplicate block_id [json-pointer:/blocks/1/block_id]',
      ],
    },
  ],
  [
    'empty actions',
    {
      given: [{ type: 'actions', elements: [] }],
      want: ['must provide at least 1 element [json-pointer:/blocks/0/elements]'],
    },
  ],
];

describe('validateBlocks', () => {
  it.each(blockCases)('%s', (_name, { given, want }) => {
    expect(validateBlocks(given)).toEqual(want);
  });
});

describe('validateView', () => {
  const modal = { type: 'modal', title: { type: 'plain_text', text: 'Pause agent' }, blocks: [section('x')] };

  it('accepts a small modal', () => {
    expect(validateView(modal)).toEqual([]);
  });

  it('refuses a title over 24 characters', () => {
    expect(validateView({ ...modal, title: { type: 'plain_text', text: 't'.repeat(25) } })).toEqual([
      'must be less than 25 characters [json-pointer:/view/title/text]',
    ]);
  });

  it('requires submit when there is an input block', () => {
    const input = {
      type: 'input',
      label: { type: 'plain_text', text: 'Reason' },
      element: { type: 'plain_text_input' },
    };
    expect(validateView({ ...modal, blocks: [input] })).toEqual([
      'must provide submit when the view has input blocks [json-pointer:/view/submit]',
    ]);
  });

  it('allows 100 blocks but not 101', () => {
    const blocks = (n: number) => Array.from({ length: n }, () => ({ type: 'divider' }));
    expect(validateView({ ...modal, blocks: blocks(100) })).toEqual([]);
    expect(validateView({ ...modal, blocks: blocks(101) })).toEqual([
      'no more than 100 items allowed [json-pointer:/view/blocks]',
    ]);
  });
});
