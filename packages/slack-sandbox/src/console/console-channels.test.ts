import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { App, type Logger, LogLevel } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SlackUserAgent } from '../agent/slack-user-agent.js';
import { FakeSlack } from '../fake/fake-slack.js';
import { SlackConsole } from './slack-console.js';

const signingSecret = 'channels-secret';
const silent: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => LogLevel.ERROR,
  setName() {},
};
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text });
const plain = (text: string) => ({ type: 'plain_text' as const, text });

/** An alert card as the bot builds one: header, fields, caller lines, small print with times, buttons. */
function card(waiting: number, wait: string, readAt: string, extra: string[] = []) {
  return [
    { type: 'header', text: plain(':warning: Coda assistenza: chiamanti in attesa') },
    {
      type: 'section',
      fields: [mrkdwn(`*In attesa*\n${waiting}`), mrkdwn(`*Attesa più lunga*\n${wait}`)],
    },
    {
      type: 'section',
      text: mrkdwn(
        Array.from({ length: waiting }, (_, i) => `${i + 1}. 33312345${i} — attende da ${wait}`).join('\n'),
      ),
    },
    { type: 'context', elements: [mrkdwn(`Dalle 10:28 · dati letti alle ${readAt}`), ...extra.map(mrkdwn)] },
    {
      type: 'actions',
      elements: [
        { type: 'button', action_id: 'alert_ack', value: 'c1', text: plain('Preso in carico') },
        { type: 'button', action_id: 'alert_silence:15', value: 'c1', text: plain('Silenzia 15 min') },
      ],
    },
  ];
}

let fake: FakeSlack;
let app: App;
let agent: SlackUserAgent;
let slackConsole: SlackConsole | undefined;
let printed = '';

beforeEach(async () => {
  fake = await FakeSlack.start({
    channels: [
      { id: 'C0GENERAL', name: 'general' },
      { id: 'C0CODE0001', name: 'code-live' },
    ],
  });
  app = new App({
    token: fake.botToken,
    signingSecret,
    logger: silent,
    clientOptions: { slackApiUrl: fake.apiUrl },
  });
  app.command('/where', async ({ command, ack }) => {
    await ack({ text: `typed in ${command.channel_id}` });
  });
  app.command('/slowform', async ({ ack, body, client }) => {
    await ack();
    await client.views.open({
      trigger_id: body.trigger_id,
      view: {
        type: 'modal',
        callback_id: 'slow',
        title: plain('Prenota'),
        submit: plain('Prenota'),
        blocks: [
          {
            type: 'input',
            block_id: 'name',
            label: plain('Nome'),
            element: { type: 'plain_text_input', action_id: 'v' },
          },
        ],
      },
    });
  });
  app.view('slow', async ({ ack, view, client }) => {
    const name = view.state.values.name?.v?.value ?? '';
    await ack({
      response_action: 'update',
      view: {
        type: 'modal',
        title: plain('Prenota'),
        blocks: [{ type: 'section', text: mrkdwn('⏳ in corso…') }],
      },
    });
    setTimeout(() => {
      void client.views.update({
        view_id: view.id,
        view: {
          type: 'modal',
          title: plain('Prenota'),
          blocks: [{ type: 'section', text: mrkdwn(`Prenotato: ${name}`) }],
        },
      });
    }, 400);
  });
  app.action('alert_ack', async ({ ack, body, client }) => {
    await ack();
    const { channel, message } = body as unknown as { channel: { id: string }; message: { ts: string } };
    await client.chat.update({
      channel: channel.id,
      ts: message.ts,
      text: 'card',
      blocks: card(4, '00:40', '10:30:50', [`Preso in carico da <@${body.user.id}>`]) as never,
    });
  });
  const server = await app.start(0);
  const requestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
  agent = new SlackUserAgent({ slack: fake, requestUrl, signingSecret });
  const output = new PassThrough();
  printed = '';
  output.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  slackConsole = new SlackConsole({
    slack: fake,
    agent,
    output,
    replyTimeoutMs: 2000,
    settleMs: 50,
    updateEveryMs: 0,
  });
});
afterEach(async () => {
  slackConsole?.close();
  await app.stop();
  await fake.close();
});

const post = (blocks: unknown[]) =>
  app.client.chat.postMessage({ channel: 'C0CODE0001', text: 'card', blocks: blocks as never });
const update = (ts: string, blocks: unknown[]) =>
  app.client.chat.update({ channel: 'C0CODE0001', ts, text: 'card', blocks: blocks as never });
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('channel posts in the console', () => {
  it('an edited card reads as one line of what changed; times alone print nothing; buttons keep their numbers', async () => {
    const { ts } = await post(card(2, '00:40', '10:30:00'));
    await settle();
    expect(printed).toContain('[#code-live] centralino · m1:\n');
    expect(printed).toContain('#1 [Preso in carico]  #2 [Silenzia 15 min]');
    const whole = printed.split('\n').length;

    await update(ts!, card(2, '00:40', '10:30:12'));
    await settle();
    expect(printed.split('\n').length).toBe(whole);

    await update(ts!, card(3, '00:52', '10:30:24'));
    await settle();
    const lines = printed.trimEnd().split('\n');
    expect(lines.length).toBe(whole);
    expect(lines.at(-1)).toBe(
      '↻ [#code-live] m1 :warning: Coda assistenza: chiamanti in attesa · In attesa 2 → 3 · Attesa più lunga 00:40 → 00:52 · 1. 333123450 — attende da 00:40 → 00:52 (+2: show m1)',
    );

    await update(ts!, card(3, '00:52', '10:30:36', ['Preso in carico da <@U0ALICE01> alle 10:30']));
    await settle();
    expect(printed.trimEnd().split('\n').at(-1)).toBe(
      '↻ [#code-live] m1 :warning: Coda assistenza: chiamanti in attesa · + Preso in carico da @alice alle 10:30',
    );

    // the numbers shown first still click the card's buttons
    const report = await slackConsole!.runScript(['show m1']);
    expect(report.ok).toBe(true);
    expect(printed).toContain('[#code-live] centralino · m1, now:\n');
    expect(printed.trimEnd().split('\n').at(-1)).toBe('  #1 [Preso in carico]  #2 [Silenzia 15 min]');
  });

  it('mute stops printing a channel, follow prints it again and says how much was missed', async () => {
    const report = await slackConsole!.runScript(['mute #code-live']);
    expect(report.ok).toBe(true);
    const { ts } = await post(card(2, '00:40', '10:30:00'));
    await update(ts!, card(3, '00:52', '10:30:12'));
    await settle();
    expect(printed).not.toContain('Coda assistenza');
    await slackConsole!.runScript(['channels', 'follow #code-live']);
    expect(printed).toContain('#general (commands typed here) · #code-live (muted, 2 not shown)');
    expect(printed).toContain('following #code-live: 2 posts or edits arrived while muted');
    await slackConsole!.runScript(['show']);
    expect(printed).toContain('[#code-live] centralino · m1, now:\n');
    expect(printed).toContain('*In attesa* 3');
  });

  it('channel #name: commands are typed in that channel', async () => {
    const report = await slackConsole!.runScript([
      '/where',
      'channel #code-live',
      '/where',
      'channel #nowhere',
    ]);
    expect(report.steps.map((s) => s.replies.join())).toEqual([
      'typed in C0GENERAL',
      '',
      'typed in C0CODE0001',
      '',
    ]);
    expect(report.steps[3]?.errors[0]).toMatch(/^No channel "#nowhere": #general · #code-live/);
  });

  it('edits of one message print at most one line per window, summing up what changed; a new level at once', async () => {
    slackConsole?.close();
    const output = new PassThrough();
    let text = '';
    output.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    slackConsole = new SlackConsole({ slack: fake, agent, output, updateEveryMs: 400 });
    const { ts } = await post(card(1, '00:10', '10:30:00'));
    await update(ts!, card(2, '00:20', '10:30:10'));
    await update(ts!, card(3, '00:30', '10:30:20'));
    await update(ts!, card(4, '00:40', '10:30:30'));
    await settle();
    const updates = () => text.split('\n').filter((l) => l.startsWith('↻'));
    // the first edit at once, the next ones held
    expect(updates()).toEqual([expect.stringContaining('In attesa 1 → 2')]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(updates()).toHaveLength(2);
    expect(updates()[1]).toContain('In attesa 2 → 4 · Attesa più lunga 00:20 → 00:40');
    const critical = card(4, '00:40', '10:30:40');
    critical[0] = { type: 'header', text: plain(':rotating_light: Coda assistenza: situazione critica') };
    await update(ts!, critical);
    await settle();
    // a click's answer is printed at once, even inside the window and with the channel muted
    await slackConsole.runScript(['mute #code-live', '1']);
    expect(updates().at(-1)).toContain('+ Preso in carico da @alice');
    expect(updates()[2]).toMatch(
      /^↻ \[#code-live\] m1 :warning: Coda assistenza: chiamanti in attesa → :rotating_light:/,
    );
  });

  it('a modal that shows only a notice is not the answer: the step waits for the next version', async () => {
    slackConsole?.close();
    slackConsole = new SlackConsole({
      slack: fake,
      agent,
      output: new PassThrough(),
      settleMs: 50,
      replyTimeoutMs: 3000,
      isNotice: (text) => text.startsWith('⏳'),
    });
    const report = await slackConsole.runScript([
      '/slowform',
      'Giulia Neri',
      '#expect Prenotato: Giulia Neri',
    ]);
    expect(report.steps.map((s) => s.errors)).toEqual([[], []]);
  });
});
