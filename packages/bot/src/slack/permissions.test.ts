import { FakeSlack } from '@centralino/slack-sandbox';
import { webApi } from '@slack/bolt';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { Permissions } from './permissions.js';

let slack: FakeSlack;
beforeEach(async () => {
  slack = await FakeSlack.start();
});
afterEach(async () => {
  await slack.close();
});

it('allows listed users; a user group Slack cannot resolve allows nobody', async () => {
  const web = new webApi.WebClient(slack.botToken, {
    slackApiUrl: slack.apiUrl,
    retryConfig: { retries: 0 },
  });
  const permissions = new Permissions(
    { users: ['U0ALICE01'], usergroups: ['S0ADMINS1'] },
    web,
    pino({ level: 'silent' }),
  );
  expect(await permissions.canWrite('U0ALICE01')).toBe(true);
  expect(await permissions.canWrite('U0BOB0001')).toBe(false);
  expect(await permissions.canWrite('U0CARL001')).toBe(false);
  // the group is asked once, then cached
  expect(slack.callsOf('usergroups.users.list')).toHaveLength(1);
});
