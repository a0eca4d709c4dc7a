import { expect, it } from 'vitest';
import { until } from '../alert-e2e-kit.js';
import { richAccount } from '../e2e-fixture.js';
import { isNotice, textOf, waitForAnswer } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';

/*
 * Who may change things by user group: `permissions.usergroups` names groups whose members may write. Members are
 * read from Slack in the clicker's own workspace: a group Slack does not show to that workspace (another
 * workspace's, or gone) grants nothing, and a user outside every group is refused, before anything reaches the
 * exchange.
 */
const lifecycle = e2eLifecycle();
const NOT_PERMITTED = 'Non hai i permessi per questo comando';

it('members of a configured user group may write; others, and members of another workspace’s group, may not', async () => {
  const { apiKey } = await lifecycle.server().createAccount(richAccount());
  const bot = await lifecycle.startBot({
    accounts: [{ id: 'main', apiKey, perMinute: 100_000 }],
    writers: [],
    config: { permissions: { users: [], usergroups: ['S0WRITERS', 'S0FOREIGN'] } },
  });
  bot.slack.directory.addUser({ id: 'U0CAROL01', name: 'carol', tz: 'Europe/Rome' });
  bot.slack.directory.addUser({ id: 'U0DAVID01', name: 'david', tz: 'Europe/Rome' });
  bot.slack.directory.addUser({ id: 'U0ERIKA01', name: 'erika', tz: 'Europe/Rome' });
  bot.slack.directory.addUserGroup({ id: 'S0WRITERS', users: ['U0CAROL01'] });
  bot.slack.directory.addUserGroup({ id: 'S0FOREIGN', teamId: 'T0ELSEWHERE', users: ['U0ERIKA01'] });
  const creates = () =>
    lifecycle
      .server()
      .requests.filter(
        (r) => r.apiKey === apiKey && r.method === 'POST' && r.path.startsWith('/v1/blacklists'),
      );

  /** The first answer the user reads, whichever way it came (a refusal, or the command's result). */
  const add = async (userId: string, number: string) => {
    const sent = await bot.agent.sendCommand({ command: '/blacklist', text: `add spam ${number}`, userId });
    await until(
      () => bot.slack.responseReplies(sent.responseUrl.id).some((r) => !isNotice(r)),
      10_000,
      'an answer',
    );
    return textOf(bot.slack.responseReplies(sent.responseUrl.id).find((r) => !isNotice(r))!);
  };

  expect(await add('U0DAVID01', '+39021234561')).toContain(NOT_PERMITTED);
  expect(await add('U0ERIKA01', '+39021234562')).toContain(NOT_PERMITTED);
  expect(creates()).toHaveLength(0);
  expect(await add('U0CAROL01', '+39021234563')).not.toContain(NOT_PERMITTED);
  expect(creates().map((r) => r.status)).toEqual([201]);
  // a read stays open to everyone
  const read = await bot.agent.sendCommand({ command: '/ext', text: '201', userId: 'U0DAVID01' });
  expect(textOf(await waitForAnswer(bot.slack, read))).not.toContain(NOT_PERMITTED);
}, 20_000);
