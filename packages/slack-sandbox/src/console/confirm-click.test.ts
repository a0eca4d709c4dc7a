import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { App, type Logger, LogLevel } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SlackUserAgent } from '../agent/slack-user-agent.js';
import { FakeSlack } from '../fake/fake-slack.js';
import { parseConfirmAnswer } from './confirm-dialog.js';
import { SlackConsole } from './slack-console.js';

const signingSecret = 'confirm-secret';
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

let fake: FakeSlack;
let app: App;
let agent: SlackUserAgent;
let slackConsole: SlackConsole | undefined;
let blocked: string[];
let takes: number;

/** A notice with a "Block" button behind a confirm dialog and a "Take" button that answers only the first click. */
function registerNoticeBot(bolt: App): void {
  bolt.command('/notice', async ({ ack, respond }) => {
    await ack();
    await respond({
      text: 'Missed call',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: 'Missed call from 333 123 4567' } },
        {
          type: 'actions',
          elements: [
            { type: 'button', action_id: 'take', text: plain('Take') },
            {
              type: 'button',
              action_id: 'block',
              value: '3331234567',
              style: 'danger',
              text: plain('Block number'),
              confirm: {
                title: plain('Block this number?'),
                text: plain('Calls from 333 123 4567 will be refused.'),
                confirm: plain('Block'),
                deny: plain('Cancel'),
              },
            },
          ],
        },
      ],
    });
  });
  bolt.action('block', async ({ ack, respond, action }) => {
    await ack();
    blocked.push((action as { value?: string }).value ?? '');
    await respond({ response_type: 'ephemeral', replace_original: false, text: 'Number blocked' });
  });
  // like a handler that says nothing when the clicker already holds the notice
  bolt.action('take', async ({ ack, respond }) => {
    await ack();
    takes += 1;
    if (takes === 1) await respond({ response_type: 'ephemeral', replace_original: false, text: 'Taken' });
  });
}

beforeEach(async () => {
  blocked = [];
  takes = 0;
  fake = await FakeSlack.start();
  app = new App({
    token: fake.botToken,
    signingSecret,
    logger: silent,
    clientOptions: { slackApiUrl: fake.apiUrl },
  });
  registerNoticeBot(app);
  const server = await app.start(0);
  const requestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
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

describe('SlackConsole: confirm dialogs of buttons', () => {
  it('shows the dialog; a "no" delivers nothing, a "yes" delivers the click once', async () => {
    const { output, text } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });
    const report = await slackConsole.runScript([
      '/notice',
      '#click Block number',
      '#confirm no',
      '#click Block number',
      '#confirm yes',
    ]);
    expect(report.steps.map((s) => [s.input, s.errors])).toEqual([
      ['/notice', []],
      ['#click Block number', []],
      ['#click Block number', []],
    ]);
    expect(blocked).toEqual(['3331234567']);
    expect(report.steps[1]?.replies).toEqual([]);
    expect(report.steps[2]?.replies).toEqual(['Number blocked']);
    const printed = text();
    expect(printed).toContain('[Confirm] Block this number?\n  Calls from 333 123 4567 will be refused.\n');
    expect(printed).toContain('? s = Block · n = Cancel [s/n]: #confirm no\n');
    expect(printed).toContain('Cancel: the click on [Block number] was not sent');
  });

  it('asks again on an answer that is neither, and reads s / n typed on a stream', async () => {
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
    input.write('/notice\n');
    await fake.waitFor((a) => a.type !== 'view_closed', { timeoutMs: 5000 });
    input.write('#click Block number\nmaybe\nn\n#click Block number\ns\n');
    await fake.waitFor(() => blocked.length > 0, { timeoutMs: 5000 }).catch(() => {});
    input.write('quit\n');
    await running;
    expect(blocked).toEqual(['3331234567']);
    expect(text()).toContain('  ! Answer s (yes) or n (no)\n');
  });

  it('a #confirm with no dialog open is an error', async () => {
    const { output } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 2000, settleMs: 50 });
    const report = await slackConsole.runScript(['#confirm yes']);
    expect(report.steps[0]?.errors).toEqual([
      'No confirm dialog is open: #confirm answers one right after its #click',
    ]);
    expect(blocked).toEqual([]);
  });

  it('reads the answers it offers, and nothing else', () => {
    expect(['s', 'S', 'sì', 'si', 'y', 'yes', '#confirm yes'].map(parseConfirmAnswer)).toEqual(
      Array(7).fill(true),
    );
    expect(['n', 'No', '#confirm no'].map(parseConfirmAnswer)).toEqual([false, false, false]);
    expect(['', 'ok', 'blocca', '#confirm'].map(parseConfirmAnswer)).toEqual(Array(4).fill(undefined));
  });
});

describe('SlackConsole: a click nothing answers', () => {
  it('ends the step without waiting the long reply timeout, and goes on to the next line', async () => {
    const { output } = collectOutput();
    slackConsole = new SlackConsole({ slack: fake, agent, output, replyTimeoutMs: 60_000, settleMs: 50 });
    const report = await slackConsole.runScript(['/notice', '#click Take', '#click Take', '/notice']);
    expect(report.steps.map((s) => [s.input, s.noReply])).toEqual([
      ['/notice', false],
      ['#click Take', false],
      ['#click Take', true],
      ['/notice', false],
    ]);
    expect(takes).toBe(2);
  }, 30_000);
});
