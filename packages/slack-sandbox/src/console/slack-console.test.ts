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
  // A form that loads, then asks for a size and, once one is picked (dispatch_action), for a colour.
  const sizeBlock = {
    type: 'input',
    block_id: 'size',
    dispatch_action: true,
    label: plain('Size'),
    element: {
      type: 'static_select',
      action_id: 'v',
      options: [
        { text: plain('Small'), value: 's' },
        { text: plain('Large'), value: 'l' },
      ],
    },
  };
  const formView = (blocks: unknown[]) => ({
    type: 'modal' as const,
    callback_id: 'order',
    title: plain('Order'),
    submit: plain('Send'),
    blocks: blocks as never[],
  });
  app.command('/form', async ({ ack, body, client }) => {
    await ack();
    const opened = await client.views.open({
      trigger_id: body.trigger_id,
      view: { type: 'modal', title: plain('Order'), blocks: [{ type: 'section', text: plain('Loading…') }] },
    });
    setTimeout(() => {
      void client.views
        .update({ view_id: opened.view?.id ?? '', view: formView([sizeBlock]) })
        .catch(() => {});
    }, 100);
  });
  app.action({ block_id: 'size', action_id: 'v' }, async ({ ack, body, client }) => {
    await ack();
    const picked = (body as { actions: { selected_option?: { value: string } }[] }).actions[0]
      ?.selected_option;
    const colour = {
      type: 'input',
      block_id: 'colour',
      label: plain(`Colour for ${picked?.value ?? '?'}`),
      element: { type: 'plain_text_input', action_id: 'v' },
    };
    await client.views.update({
      view_id: (body as { view: { id: string } }).view.id,
      view: formView([sizeBlock, colour]),
    });
  });
  app.view('order', async ({ ack, view, client }) => {
    await ack();
    const size = view.state.values.size?.v?.selected_option?.value;
    const colour = view.state.values.colour?.v?.value;
    await client.chat.postMessage({ channel: 'C0GENERAL', text: `Order: ${size} ${colour}` });
  });
  // A one-shot button: clicking it replaces the message with text only.
  app.command('/once', async ({ ack, respond }) => {
    await ack();
    await respond({
      text: 'Ready',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: 'Ready' } },
        { type: 'actions', elements: [{ type: 'button', action_id: 'go_once', text: plain('Go') }] },
      ],
    });
  });
  app.action('go_once', async ({ ack, respond }) => {
    await ack();
    await respond({ replace_original: true, text: 'Gone' });
  });
  app.command('/quiet', async ({ ack }) => {
    await ack();
  });
  // Acks with a "working on it" notice, answers later (like a queued job).
  app.command('/slow', async ({ ack, respond }) => {
    await ack({ text: ':hourglass: queued' });
    setTimeout(() => {
      respond({ replace_original: true, text: `done: ${'x'.repeat(3)}` }).catch(() => {});
    }, 400);
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
      // the edited reply keeps its buttons' numbers
      '2',
      'no',
      'Sales',
      'lunch break',
      '2',
      '/queue nope',
    ]);

    expect(report.steps.map((s) => [s.input, s.kind, s.status, s.noReply])).toEqual([
      ['/queue live', 'command', 200, false],
      ['#1', 'click', 200, false],
      ['2', 'click', 200, false],
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
      '[#general] centralino (only visible to you, edited):\n  *Sales*: 2 waiting\n  #1 [Refresh]  #2 [Pause agent]\n',
    );
    expect(printed).toContain('[Modal] Pause agent 42');
    expect(printed).toContain('? Queue [1) Sales | 2) Support]: Sales\n');
    expect(printed).toContain('  ! Too short\n? Reason: lunch break\n');
    expect(printed).toContain('[#general] centralino · m2:\n  Agent 42 paused: lunch break (support)\n');
  });

  it('a button no longer on its message is said so in one line', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });
    const report = await slackConsole.runScript(['/once', '#1', '#1']);
    expect(report.steps[2]?.errors).toEqual(['Button #1 [Go] is no longer current: its message has changed']);
    const printed = text();
    expect(printed).toContain('  ! Button #1 [Go] is no longer current: its message has changed\n');
    expect(printed).not.toContain('"blocks"');
    expect(printed.split('\n').filter((l) => l.includes('no longer current'))).toHaveLength(1);
  });

  it('answers a command the app does not have at once, like Slack, without sending it', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
      commands: ['/queue', '/once'],
    });
    const report = await slackConsole.runScript(['/nope live', '/queue live']);
    expect(report.steps[0]?.errors).toEqual([
      '/nope is not a command of this app. Its commands: /queue /once',
    ]);
    expect(report.steps[1]?.errors).toEqual([]);
    expect(text()).not.toMatch(/operation_timeout|dispatch_failed/);
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

describe('SlackConsole scripts: directives, variables, notices, channel posts', () => {
  /** A channel post the app makes on its own, like an alert card. */
  const alertDirective = {
    usage: '#alert <text>   the app posts in #general',
    async run(args: string) {
      await app.client.chat.postMessage({ channel: 'C0GENERAL', text: `:warning: ${args}` });
      return { replies: ['posted'] };
    },
  };

  it('runs comments, clicks by label, expectations, captures and custom directives', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
      directives: { alert: alertDirective },
      variables: { NAME: 'sales' },
    });

    const report = await slackConsole.runScript([
      '# check the queue',
      '/queue live',
      '#click refresh',
      '#expect \\d waiting',
      '#capture COUNT (\\d) waiting',
      '#alert Sales: 9 waiting',
      '#wait-post \\d+ waiting 2s',
      '#wait-post \\d+ waiting 300ms',
      `/queue \${COUNT}`,
      `/queue \${NOPE}`,
      '#bogus',
    ]);

    expect(report.steps.map((s) => [s.input, s.kind, s.errors])).toEqual([
      ['/queue live', 'command', []],
      ['#click refresh', 'click', []],
      ['#expect \\d waiting', 'directive', []],
      ['#capture COUNT (\\d) waiting', 'directive', []],
      ['#alert Sales: 9 waiting', 'directive', []],
      ['#wait-post \\d+ waiting 2s', 'directive', []],
      [
        '#wait-post \\d+ waiting 300ms',
        'directive',
        ['No channel post matching /\\d+ waiting/ within 300 ms'],
      ],
      ['/queue 2', 'command', [':warning: Queue 2 not found']],
      [`/queue \${NOPE}`, 'invalid', [`Unknown variable: \${NOPE}`]],
      ['#bogus', 'directive', ['Unknown directive #bogus (type help)']],
    ]);
    // the click answered with "2 waiting": the capture read the latest replies
    expect(report.steps[3]?.replies).toEqual(['2']);
    expect(report.steps[5]?.replies).toEqual([':warning: Sales: 9 waiting']);
    expect(report.ok).toBe(false);
    const printed = text();
    expect(printed).toContain('# check the queue\n> /queue live\n');
    expect(printed).toContain('  · clicking #1 [Refresh]\n');
    expect(printed).toContain(`  · \${COUNT} = 2\n`);
    expect(printed).toContain('[#general] centralino · m2:\n  :warning: Sales: 9 waiting\n');
  });

  it('does not take an app channel post for an answer or an error of the step running', async () => {
    const { output } = collectOutput();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
      isNotice: (t) => t.startsWith(':hourglass:'),
    });
    const alert = setTimeout(
      () => void app.client.chat.postMessage({ channel: 'C0GENERAL', text: ':warning: queue critical' }),
      100,
    );
    try {
      const report = await slackConsole.runScript(['/slow']);
      expect(report.ok).toBe(true);
      expect(report.steps[0]?.replies).toEqual([
        ':hourglass: queued',
        ':warning: queue critical',
        'done: xxx',
      ]);
      expect(report.steps[0]?.errors).toEqual([]);
    } finally {
      clearTimeout(alert);
    }
  });

  it('waits past notices for the answer', async () => {
    const { output } = collectOutput();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
      isNotice: (t) => t.startsWith(':hourglass:'),
    });
    const report = await slackConsole.runScript(['/slow', '#expect done: xxx']);
    expect(report.steps.map((s) => s.errors)).toEqual([[], []]);
    expect(report.steps[0]?.replies).toEqual([':hourglass: queued', 'done: xxx']);

    // without the predicate the step ends at the notice: the answer arrives after it
    const hasty = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });
    try {
      const early = await hasty.runScript(['/slow']);
      expect(early.steps[0]?.replies).toEqual([':hourglass: queued']);
    } finally {
      hasty.close();
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  it('colours headings, channel posts, errors and buttons when asked', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output,
      replyTimeoutMs: 2000,
      settleMs: 50,
      colors: true,
      directives: { alert: alertDirective },
    });
    await slackConsole.runScript(['/queue live', '#alert Sales: 9 waiting', '/queue nope']);
    const printed = text();
    expect(printed).toContain('\x1b[1m\x1b[32m#1 [Refresh]\x1b[39m\x1b[22m');
    expect(printed).toContain('\x1b[33m┃\x1b[39m \x1b[31m⚠️ Sales: 9 waiting\x1b[39m');
    expect(printed).toContain('\x1b[31m⚠️ Queue nope not found\x1b[39m');
  });

  it('fills a modal that loads first and grows as its dispatch_action inputs are answered', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });
    const report = await slackConsole.runScript(['/form', 'Large', 'blue']);
    expect(report.steps.map((s) => [s.input, s.errors])).toEqual([['/form', []]]);
    expect(report.steps[0]?.replies).toContain('Order: l blue');
    expect(text()).toContain('? Size [1) Small | 2) Large]: Large\n');
    expect(text()).toContain('? Colour for l: blue\n');
  });
});
