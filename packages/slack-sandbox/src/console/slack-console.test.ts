import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { App, type Logger, LogLevel } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SlackUserAgent } from '../agent/slack-user-agent.js';
import { FakeSlack } from '../fake/fake-slack.js';
import { SlackConsole } from './slack-console.js';

const signingSecret = 'console-secret';
const silent: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => LogLevel.ERROR,
  setName() {},
};
const plain = (text: string) => ({ type: 'plain_text' as const, text });

function queueBlocks(status: string) {
  return [
    { type: 'section', text: { type: 'mrkdwn', text: `*Sales*: ${status}` } },
    {
      type: 'actions',
      block_id: 'queue_actions',
      elements: [
        { type: 'button', action_id: 'queue_refresh', text: plain('Refresh') },
        { type: 'button', action_id: 'open_pause', value: '42', text: plain('Pause agent') },
      ],
    },
  ];
}

/** A small Bolt app with the shapes the real bot uses: command, buttons, modal, error replies. */
function registerDemoBot(app: App): void {
  app.command('/queue', async ({ command, ack, respond, client }) => {
    await ack();
    if (command.text !== 'live') {
      await respond({ text: `:warning: Queue ${command.text} not found` });
      return;
    }
    await respond({ text: 'Sales: 3 waiting', blocks: queueBlocks('3 waiting') });
    await client.chat.postMessage({
      channel: command.channel_id,
      text: '<@U0ALICE01> is watching the sales queue',
    });
  });
  app.command('/quiet', async ({ ack }) => {
    await ack();
  });
  app.action('queue_refresh', async ({ ack, respond }) => {
    await ack();
    await respond({ replace_original: true, text: 'Sales: 2 waiting', blocks: queueBlocks('2 waiting') });
  });
  app.action('open_pause', async ({ ack, body, client }) => {
    await ack();
    await client.views.open({
      trigger_id: (body as { trigger_id: string }).trigger_id,
      view: {
        type: 'modal',
        callback_id: 'pause_agent',
        title: plain('Pause agent 42'),
        submit: plain('Pause'),
        blocks: [
          {
            type: 'input',
            block_id: 'reason',
            label: plain('Reason'),
            element: { type: 'plain_text_input', action_id: 'v' },
          },
          {
            type: 'input',
            block_id: 'queue',
            label: plain('Queue'),
            element: {
              type: 'static_select',
              action_id: 'v',
              options: [
                { text: plain('Sales'), value: 'sales' },
                { text: plain('Support'), value: 'support' },
              ],
            },
          },
        ],
      },
    });
  });
  app.view('pause_agent', async ({ ack, view, client }) => {
    const reason = view.state.values.reason?.v?.value ?? '';
    if (reason.length < 3) {
      await ack({ response_action: 'errors', errors: { reason: 'Too short' } });
      return;
    }
    await ack();
    const queue = view.state.values.queue?.v?.selected_option?.value;
    await client.chat.postMessage({ channel: 'C0GENERAL', text: `Agent 42 paused: ${reason} (${queue})` });
  });
}

let fake: FakeSlack;
let app: App;
let agent: SlackUserAgent;
let requestUrl: string;
let slackConsole: SlackConsole | undefined;

beforeEach(async () => {
  fake = await FakeSlack.start();
  app = new App({
    token: fake.botToken,
    signingSecret,
    logger: silent,
    clientOptions: { slackApiUrl: fake.apiUrl },
  });
  registerDemoBot(app);
  const server = await app.start(0);
  requestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
  agent = new SlackUserAgent({ slack: fake, requestUrl, signingSecret });
});
afterEach(async () => {
  slackConsole?.close();
  await app.stop();
  await fake.close();
});

function collectOutput() {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { output, text: () => text };
}

describe('SlackConsole', () => {
  it('runs a script: command, button clicks, modal with a refused answer, then an error reply', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });

    const report = await slackConsole.runScript([
      '/queue live',
      '#1',
      '4',
      'no',
      'Sales',
      'lunch break',
      '2',
      '/queue nope',
    ]);

    expect(report.steps.map((s) => [s.input, s.kind, s.status, s.noReply])).toEqual([
      ['/queue live', 'command', 200, false],
      ['#1', 'click', 200, false],
      ['4', 'click', 200, false],
      ['/queue nope', 'command', 200, false],
    ]);
    expect(report.steps[0]?.replies).toEqual([
      '*Sales*: 3 waiting\n#1 [Refresh]  #2 [Pause agent]',
      '@alice is watching the sales queue',
    ]);
    expect(report.steps[2]?.replies).toContain('Agent 42 paused: lunch break (support)');
    expect(report.steps[2]?.errors).toEqual([]);
    expect(report.steps[3]?.errors).toEqual([':warning: Queue nope not found']);
    expect(report.ok).toBe(false);

    const printed = text();
    expect(printed).toContain(
      '[#general] centralino (only visible to you):\n  *Sales*: 3 waiting\n  #1 [Refresh]  #2 [Pause agent]\n',
    );
    expect(printed).toContain(
      '[#general] centralino (only visible to you, edited):\n  *Sales*: 2 waiting\n  #3 [Refresh]  #4 [Pause agent]\n',
    );
    expect(printed).toContain('[Modal] Pause agent 42');
    expect(printed).toContain('? Queue [1) Sales | 2) Support]: Sales\n');
    expect(printed).toContain('  ! Too short\n? Reason: lunch break\n');
    expect(printed).toContain('[#general] centralino:\n  Agent 42 paused: lunch break (support)\n');
  });

  it('takes a custom error predicate, and reports missing replies and acks', async () => {
    const { output, text } = collectOutput();
    const impatient = new SlackUserAgent({ slack: fake, requestUrl, signingSecret, ackTimeoutMs: 200 });
    slackConsole = new SlackConsole({
      slack: fake,
      agent: impatient,
      output,
      replyTimeoutMs: 300,
      settleMs: 20,
      isError: () => false,
    });

    const report = await slackConsole.runScript(['/queue nope', '/quiet', '/unhandled', '#99']);

    expect(report.steps.map((s) => ({ input: s.input, errors: s.errors, noReply: s.noReply }))).toEqual([
      { input: '/queue nope', errors: [], noReply: false },
      { input: '/quiet', errors: [], noReply: true },
      // Bolt never acks an unhandled command: Slack gives up after the ack timeout and says so.
      { input: '/unhandled', errors: ['the app answered HTTP 0 (timeout)'], noReply: false },
      { input: '#99', errors: ['No button #99'], noReply: false },
    ]);
    expect(report.ok).toBe(false);
    expect(text()).toContain(
      '[#general] Slackbot (only visible to you):\n  /unhandled failed with the error "operation_timeout"\n',
    );
  });

  it('reads commands from an input stream until quit', async () => {
    const { output, text } = collectOutput();
    const input = new PassThrough();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      input,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
    });
    const running = slackConsole.start();
    input.write('/queue live\n');
    input.write('help\n');
    input.write('quit\n');
    await running;
    expect(text()).toContain('#1 [Refresh]  #2 [Pause agent]');
    expect(text()).toContain('Type a slash command');
  });
});
