import { buildSlashCommandBody } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { answersOf, type BotUnderTest, blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { deliver, nowSeconds, type SignedRequest } from './signed-delivery.js';

let bot: BotUnderTest | undefined;
let apiKey: string;

const { server, startBot } = e2eLifecycle();

async function start(): Promise<BotUnderTest> {
  ({ apiKey } = await server().createAccount(richAccount()));
  bot = await startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['web'] });
  return bot;
}

/** `/ext 201` as Slack sends it, signed at `timestamp`. */
function extCommand(b: BotUnderTest, timestamp: number) {
  const responseUrl = b.slack.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
  const body = buildSlashCommandBody({
    verificationToken: 'sandbox-verification-token',
    teamId: b.slack.team.id,
    teamDomain: b.slack.team.domain,
    channelId: 'C0GENERAL',
    channelName: 'general',
    userId: 'U0ALICE01',
    userName: 'alice',
    command: '/ext',
    text: '201',
    apiAppId: b.slack.bot.appId,
    responseUrl: responseUrl.url,
    triggerId: b.slack.issueTrigger('U0ALICE01'),
  });
  return { body, timestamp, responseUrl } satisfies SignedRequest & { responseUrl: unknown };
}

async function jobCount(b: BotUnderTest): Promise<number> {
  const counts = await b.bots[0]!.queue!.queue.getJobCounts();
  return Object.values(counts).reduce((n, c) => n + c, 0);
}

const extReads = () =>
  server().requests.filter((r) => r.apiKey === apiKey && r.path.startsWith('/v1/extensions/'));

it('the same signed request delivered again (a Slack retry, a replay, another process) runs once', async () => {
  const b = await start();
  const other = `http://127.0.0.1:${b.bots[1]!.port}/slack/events`;
  const request = extCommand(b, nowSeconds());
  const first = await deliver(b.requestUrl, request);
  expect(first.status).toBe(200);
  expect(first.body).toContain('Richiesta ricevuta, in lavorazione');
  const retried = await deliver(b.requestUrl, request, { retryNum: 1 });
  const elsewhere = await deliver(other, request, { retryNum: 2 });
  await sleep(1000);
  const replayed = await deliver(b.requestUrl, request);
  expect([retried.status, elsewhere.status, replayed.status]).toEqual([200, 200, 200]);

  const answer = await waitForAnswer(b.slack, request);
  expect(blocksText(answer)).toContain('201');
  await sleep(500);
  expect(await jobCount(b)).toBe(1);
  expect(extReads()).toHaveLength(1);
  expect(answersOf(b.slack, request)).toHaveLength(1);
}, 30_000);

it('refuses a timestamp more than 5 minutes in the future like a stale one: 401, nothing enqueued', async () => {
  const b = await start();
  const future = await deliver(b.requestUrl, extCommand(b, nowSeconds() + 301));
  const farFuture = await deliver(b.requestUrl, extCommand(b, nowSeconds() + 3600));
  const stale = await deliver(b.requestUrl, extCommand(b, nowSeconds() - 301));
  expect([future.status, farFuture.status, stale.status]).toEqual([401, 401, 401]);
  // a clock a little ahead of ours is still accepted
  const skewed = extCommand(b, nowSeconds() + 60);
  expect((await deliver(b.requestUrl, skewed)).status).toBe(200);
  await waitForAnswer(b.slack, skewed);
  expect(await jobCount(b)).toBe(1);
  expect(extReads()).toHaveLength(1);
}, 30_000);
