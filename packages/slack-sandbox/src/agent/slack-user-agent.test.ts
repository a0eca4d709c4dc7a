import type { AddressInfo } from 'node:net';
import { App, type Logger, LogLevel, type SlashCommand } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activityIs } from '../fake/activity.js';
import { FakeSlack } from '../fake/fake-slack.js';
import { postSigned } from './post-signed.js';
import { SlackUserAgent } from './slack-user-agent.js';
import { buildSlashCommandBody } from './slash-command-body.js';

const signingSecret = 'sandbox-signing-secret';
const silent: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => LogLevel.ERROR,
  setName() {},
};

let fake: FakeSlack;
let app: App | undefined;
let requestUrl: string;

beforeEach(async () => {
  fake = await FakeSlack.start();
});
afterEach(async () => {
  await app?.stop();
  app = undefined;
  await fake.close();
});

/** A real Bolt 5 app on a free port, talking to the fake Web API. */
async function startBolt(register: (app: App) => void): Promise<SlackUserAgent> {
  app = new App({
    token: fake.botToken,
    signingSecret,
    logger: silent,
    clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
  });
  register(app);
  const server = await app.start(0);
  requestUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
  return new SlackUserAgent({ slack: fake, requestUrl, signingSecret });
}

const is = activityIs;

describe('SlackUserAgent with a real Bolt app', () => {
  it('sends a slash command Bolt accepts; respond() and chat.postMessage are recorded', async () => {
    let received: SlashCommand | undefined;
    const agent = await startBolt((bolt) => {
      bolt.command('/queue', async ({ command, ack, respond, client }) => {
        received = command;
        await ack();
        await respond({ text: `Queue ${command.text}: 3 waiting` });
        await client.chat.postMessage({ channel: command.channel_id, text: 'Live view' });
      });
    });

    const result = await agent.sendCommand({ command: '/queue', text: 'live' });
    expect(result).toMatchObject({ status: 200, body: '', timedOut: false });
    const posted = await fake.waitFor(is('message_posted'), { after: result.mark });

    expect(received).toEqual({
      token: 'sandbox-verification-token',
      team_id: fake.team.id,
      team_domain: fake.team.domain,
      channel_id: 'C0GENERAL',
      channel_name: 'general',
      user_id: 'U0ALICE01',
      user_name: 'alice',
      command: '/queue',
      text: 'live',
      api_app_id: fake.bot.appId,
      is_enterprise_install: 'false',
      response_url: result.responseUrl.url,
      trigger_id: result.triggerId,
    });
    expect(fake.responseReplies(result.responseUrl.id)).toMatchObject([
      { via: 'response_url', outcome: 'posted' },
    ]);
    expect(fake.messages.ephemerals('U0ALICE01').map((e) => e.text)).toEqual(['Queue live: 3 waiting']);
    expect(posted.message).toMatchObject({ channel: 'C0GENERAL', text: 'Live view', user: fake.bot.userId });
    expect(fake.callsOf('auth.test').length).toBeGreaterThanOrEqual(1);
  });

  it('is refused by Bolt (401) with a stale timestamp or a wrong secret', async () => {
    let handled = 0;
    await startBolt((bolt) => {
      bolt.command('/queue', async ({ ack }) => {
        handled += 1;
        await ack();
      });
    });
    const body = buildSlashCommandBody({
      verificationToken: 't',
      teamId: fake.team.id,
      teamDomain: fake.team.domain,
      channelId: 'C0GENERAL',
      channelName: 'general',
      userId: 'U0ALICE01',
      userName: 'alice',
      command: '/queue',
      text: '',
      apiAppId: fake.bot.appId,
      responseUrl: `${fake.url}/response/x`,
      triggerId: '1.2.3',
    });
    const fiveMinutesAgo = Math.floor(Date.now() / 1000) - 301;
    const stale = await postSigned(requestUrl, body, {
      signingSecret,
      timeoutMs: 3000,
      timestamp: fiveMinutesAgo,
    });
    expect(stale.status).toBe(401);
    const fresh = await postSigned(requestUrl, body, { signingSecret, timeoutMs: 3000 });
    expect(fresh.status).toBe(200);

    const impostor = new SlackUserAgent({ slack: fake, requestUrl, signingSecret: 'not-the-secret' });
    const refused = await impostor.sendCommand({ command: '/queue' });
    expect(refused.status).toBe(401);
    expect(handled).toBe(1);
    expect(fake.messages.ephemerals('U0ALICE01').at(-1)?.text).toBe(
      '/queue failed with the error "dispatch_failed"',
    );
  });

  it('clicks a button: block_actions payload, then respond({ replace_original }) edits the message', async () => {
    let received: Record<string, unknown> | undefined;
    const agent = await startBolt((bolt) => {
      bolt.action('queue_refresh', async ({ ack, body, respond }) => {
        received = body as unknown as Record<string, unknown>;
        await ack();
        await respond({ replace_original: true, text: 'Refreshed' });
      });
    });
    const blocks = [
      { type: 'section', text: { type: 'mrkdwn', text: '*Sales*: 3 waiting' } },
      {
        type: 'actions',
        block_id: 'queue_actions',
        elements: [
          {
            type: 'button',
            action_id: 'queue_refresh',
            value: 'sales',
            text: { type: 'plain_text', text: 'Refresh' },
          },
        ],
      },
    ];
    const { ts } = await app!.client.chat.postMessage({ channel: 'C0GENERAL', text: '3 waiting', blocks });
    const message = fake.messages.find('C0GENERAL', ts ?? '')!;

    const click = await agent.clickButton({ target: message, actionId: 'queue_refresh' });
    expect(click.status).toBe(200);
    await fake.waitFor(is('message_updated'), { after: click.mark });

    expect(message).toMatchObject({ text: 'Refreshed', edits: [{ text: '3 waiting' }] });
    expect(received).toMatchObject({
      type: 'block_actions',
      user: { id: 'U0ALICE01', username: 'alice' },
      container: { type: 'message', message_ts: ts, channel_id: 'C0GENERAL', is_ephemeral: false },
      channel: { id: 'C0GENERAL', name: 'general' },
      message: { ts, text: '3 waiting', bot_id: fake.bot.botId },
      response_url: click.responseUrl?.url,
      trigger_id: click.triggerId,
      actions: [{ action_id: 'queue_refresh', block_id: 'queue_actions', value: 'sales', type: 'button' }],
    });
  });

  it('runs a modal flow: views.open with the trigger, errors, then a valid submission', async () => {
    const agent = await startBolt((bolt) => {
      bolt.command('/pause', async ({ ack, body, client }) => {
        await ack();
        await client.views.open({
          trigger_id: body.trigger_id,
          view: {
            type: 'modal',
            callback_id: 'pause_agent',
            private_metadata: body.channel_id,
            title: { type: 'plain_text', text: 'Pause agent' },
            submit: { type: 'plain_text', text: 'Pause' },
            blocks: [
              {
                type: 'input',
                block_id: 'reason',
                label: { type: 'plain_text', text: 'Reason' },
                element: { type: 'plain_text_input', action_id: 'reason_input' },
              },
            ],
          },
        });
      });
      bolt.view('pause_agent', async ({ ack, view, body, client }) => {
        const reason = view.state.values.reason?.reason_input?.value ?? '';
        if (reason.length < 3) {
          await ack({ response_action: 'errors', errors: { reason: 'Too short' } });
          return;
        }
        await ack();
        await client.chat.postMessage({
          channel: view.private_metadata,
          text: `Paused by <@${body.user.id}>: ${reason}`,
        });
      });
    });

    const command = await agent.sendCommand({ command: '/pause' });
    const { view } = await fake.waitFor(is('view_opened'), { after: command.mark });
    expect(view).toMatchObject({
      userId: 'U0ALICE01',
      view: { callback_id: 'pause_agent', private_metadata: 'C0GENERAL' },
    });

    expect(await agent.submitView({ view })).toMatchObject({ sent: false, missing: ['Reason'] });
    const short = await agent.submitView({ view, values: { reason_input: 'no' } });
    expect(short).toMatchObject({ status: 200, responseAction: 'errors', errors: { reason: 'Too short' } });
    expect(view.closed).toBe(false);

    const ok = await agent.submitView({ view, values: { reason_input: 'lunch' } });
    expect(ok).toMatchObject({ status: 200, sent: true });
    expect(view.closed).toBe(true);
    const { message } = await fake.waitFor(is('message_posted'), { after: ok.mark });
    expect(message.text).toBe('Paused by <@U0ALICE01>: lunch');
  });

  it('shows an ack body, and reports an ack slower than the timeout like Slack', async () => {
    const agent = await startBolt((bolt) => {
      bolt.command('/echo', async ({ ack, command }) => {
        await ack({ response_type: 'in_channel', text: `echo ${command.text}` });
      });
      bolt.command('/slow', async ({ ack }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await ack();
      });
    });
    const echo = await agent.sendCommand({ command: '/echo', text: 'hi' });
    expect(echo.json).toEqual({ response_type: 'in_channel', text: 'echo hi' });
    expect(fake.messages.messages('C0GENERAL').map((m) => [m.text, m.source.via])).toEqual([
      ['echo hi', 'ack'],
    ]);

    const impatient = new SlackUserAgent({ slack: fake, requestUrl, signingSecret, ackTimeoutMs: 100 });
    const slow = await impatient.sendCommand({ command: '/slow' });
    expect(slow).toMatchObject({ status: 0, timedOut: true });
    const notice = await impatient.waitForReply(slow);
    expect(notice).toMatchObject({ ephemeral: { text: '/slow failed with the error "operation_timeout"' } });
    await new Promise((resolve) => setTimeout(resolve, 250)); // let the handler finish before stopping Bolt
  });
});
