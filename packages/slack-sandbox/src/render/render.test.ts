import { describe, expect, it } from 'vitest';
import type { Block } from '../block-kit/types.js';
import { renderBlocks } from './render-blocks.js';
import { renderMessage } from './render-message.js';
import { renderModal } from './render-modal.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const button = (action_id: string, label: string, extra: Record<string, unknown> = {}) => ({
  type: 'button',
  action_id,
  text: plain(label),
  ...extra,
});

const blockCases: [string, { given: Block[]; want: string[] }][] = [
  ['header', { given: [{ type: 'header', text: plain('Queue live') }], want: ['# Queue live'] }],
  [
    'section with mrkdwn link and mention',
    {
      given: [{ type: 'section', text: mrkdwn('*Sales* by <@U1>\nsee <https://x.test|details>') }],
      want: ['*Sales* by @U1', 'see details (https://x.test)'],
    },
  ],
  [
    'section fields as two columns',
    {
      given: [
        { type: 'section', fields: [mrkdwn('*Waiting*\n3'), mrkdwn('*Longest*\n2m'), mrkdwn('*Agents*\n5')] },
      ],
      want: [`${'*Waiting* 3'.padEnd(24)}*Longest* 2m`, '*Agents* 5'],
    },
  ],
  [
    'section accessory button',
    {
      given: [{ type: 'section', text: mrkdwn('Agent 42'), accessory: button('pause', 'Pause') }],
      want: ['Agent 42', '  #1 [Pause]'],
    },
  ],
  [
    'context with image',
    {
      given: [{ type: 'context', elements: [{ type: 'image', alt_text: 'logo' }, mrkdwn('updated 10:00')] }],
      want: ['  › [logo] · updated 10:00'],
    },
  ],
  ['divider', { given: [{ type: 'divider' }], want: ['────────────────────────────────'] }],
  [
    'actions with buttons, a link button and a select',
    {
      given: [
        {
          type: 'actions',
          elements: [
            button('refresh', 'Refresh'),
            button('open', 'Open', { url: 'https://pbx.test' }),
            { type: 'static_select', action_id: 'q', options: [{ text: plain('Sales'), value: 's' }] },
          ],
        },
      ],
      want: ['#1 [Refresh]  #2 [Open] (https://pbx.test)  [static_select: 1) Sales]'],
    },
  ],
  [
    'input with hint',
    {
      given: [
        {
          type: 'input',
          label: plain('Reason'),
          element: { type: 'plain_text_input' },
          hint: plain('Shown to the team'),
        },
        { type: 'input', optional: true, label: plain('Until'), element: { type: 'datepicker' } },
      ],
      want: ['Reason: [plain_text_input]', '  Shown to the team', 'Until (optional): [datepicker]'],
    },
  ],
  [
    'image',
    {
      given: [{ type: 'image', image_url: 'https://x.test/a.png', alt_text: 'calls per hour' }],
      want: ['[image: calls per hour]'],
    },
  ],
  [
    'rich text list',
    {
      given: [
        {
          type: 'rich_text',
          elements: [
            { type: 'rich_text_section', elements: [{ type: 'text', text: 'Top agents:' }] },
            {
              type: 'rich_text_list',
              elements: [
                { type: 'rich_text_section', elements: [{ type: 'user', user_id: 'U1' }] },
                { type: 'rich_text_section', elements: [{ type: 'text', text: 'Bob' }] },
              ],
            },
          ],
        },
      ],
      want: ['Top agents:', '- @U1', '- Bob'],
    },
  ],
  ['unknown block', { given: [{ type: 'video' }], want: ['[video block]'] }],
];

describe('renderBlocks', () => {
  it.each(blockCases)('%s', (_name, { given, want }) => {
    expect(renderBlocks(given).lines).toEqual(want);
  });

  it('numbers buttons in reading order from the given start', () => {
    const blocks: Block[] = [
      { type: 'section', block_id: 's', text: mrkdwn('x'), accessory: button('a', 'A', { value: '1' }) },
      { type: 'actions', block_id: 'b', elements: [button('b', 'B'), button('c', 'C')] },
    ];
    const { buttons, text } = renderBlocks(blocks, { firstButtonNumber: 7 });
    expect(buttons.map((b) => [b.number, b.actionId, b.blockId, b.label])).toEqual([
      [7, 'a', 's', 'A'],
      [8, 'b', 'b', 'B'],
      [9, 'c', 'b', 'C'],
    ]);
    expect(text).toBe('x\n  #7 [A]\n#8 [B]  #9 [C]');
  });
});

describe('renderMessage', () => {
  it('falls back to text without blocks', () => {
    expect(renderMessage({ text: ':warning: Queue <#C1|sales> is full' }).text).toBe(
      ':warning: Queue #sales is full',
    );
  });

  it('prefers blocks and continues numbering in attachments', () => {
    const rendered = renderMessage({
      text: 'fallback',
      blocks: [{ type: 'actions', elements: [button('a', 'A')] }],
      attachments: [{ blocks: [{ type: 'actions', elements: [button('b', 'B')] }] }, { text: 'legacy' }],
    });
    expect(rendered.lines).toEqual(['#1 [A]', '| #2 [B]', '| legacy']);
    expect(rendered.buttons.map((b) => b.number)).toEqual([1, 2]);
  });
});

describe('renderModal', () => {
  it('shows title, blocks, submit and close', () => {
    const view = {
      title: plain('Pause agent'),
      submit: plain('Pause'),
      blocks: [
        { type: 'section', text: mrkdwn('Agent *42*') },
        {
          type: 'input',
          label: plain('Reason'),
          element: { type: 'plain_text_input', initial_value: 'lunch' },
        },
      ],
    };
    expect(renderModal(view).lines).toEqual([
      '[Modal] Pause agent',
      '  Agent *42*',
      '  Reason: [plain_text_input = "lunch"]',
      '  [Submit: Pause]  [Close: Cancel]',
    ]);
  });
});
