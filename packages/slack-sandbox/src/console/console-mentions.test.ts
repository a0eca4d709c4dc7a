import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { App, type Logger, LogLevel } from '@slack/bolt';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SlackUserAgent } from '../agent/slack-user-agent.js';
import { FakeSlack } from '../fake/fake-slack.js';
import { SlackConsole } from './slack-console.js';

const signingSecret = 'mentions-secret';
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
let app: App;
let slackConsole: SlackConsole | undefined;
const heard: string[] = [];

beforeEach(async () => {
  heard.length = 0;
  fake = await FakeSlack.start();
  fake.directory.addUser({ id: 'U0BOB0001', name: 'bob.rossi' });
  app = new App({
    token: fake.botToken,
    signingSecret,
    logger: silent,
    clientOptions: { slackApiUrl: fake.apiUrl },
  });
  app.command('/who', async ({ command, ack, respond }) => {
    heard.push(command.text);
    await ack();
    await respond({ text: 'ok' });
  });
  await app.start(0);
});
afterEach(async () => {
  slackConsole?.close();
  await app.stop();
  await fake.close();
});

it('@name of a user Slack knows becomes <@U…|name>, as Slack autocomplete sends it; anything else is left as typed', async () => {
  const server = (app as unknown as { receiver: { server?: { address(): AddressInfo } } }).receiver.server;
  const port = server?.address().port;
  const agent = new SlackUserAgent({
    slack: fake,
    requestUrl: `http://127.0.0.1:${port}/slack/events`,
    signingSecret,
  });
  slackConsole = new SlackConsole({
    slack: fake,
    agent,
    output: new PassThrough(),
    replyTimeoutMs: 2000,
    settleMs: 50,
  });
  await slackConsole.runScript([
    '/who @alice',
    '/who give @bob.rossi, @nobody and a@b.c to (@ALICE) <@U0ALICE01|alice> @here',
  ]);
  expect(heard).toEqual([
    '<@U0ALICE01|alice>',
    'give <@U0BOB0001|bob.rossi>, @nobody and a@b.c to (<@U0ALICE01|alice>) <@U0ALICE01|alice> @here',
  ]);
});
