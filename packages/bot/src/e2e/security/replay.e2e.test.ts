import { buildSlashCommandBody, signSlackRequest } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { richAccount } from '../e2e-fixture.js';
import {
  answersOf,
  type BotUnderTest,
  blocksText,
  SIGNING_SECRET,
  sleep,
  waitForAnswer,
} from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { nowSeconds } from '../signed-delivery.js';

/*
 * Issue 29, item 5: an attacker who captured one signed request (a proxy log, a shared HAR file) sends it again
 * with its headers spelled differently. Bolt reads them loosely (`Number(timestamp)`, `signature.split('=')`), so
 * every spelling below still verifies; each must reach the same replay entry or be refused.
 */

let apiKey: string;
const { server, startBot } = e2eLifecycle();

/** `/ext 201` as Slack sends it: body and canonical headers. */
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
  const headers: Record<string, string> = {
    ...signSlackRequest({ signingSecret: SIGNING_SECRET, rawBody: body, timestamp }),
  };
  return { body, headers, responseUrl };
}

type Respell = (h: { signature: string; timestamp: string }) => { signature: string; timestamp: string };

/** Spellings Bolt accepts as the same signature and timestamp. */
const RESPELLINGS: [string, Respell][] = [
  ['signature with a trailing "=1"', (h) => ({ ...h, signature: `${h.signature}=1` })],
  ['signature with a trailing "="', (h) => ({ ...h, signature: `${h.signature}=` })],
  ['timestamp with a leading zero', (h) => ({ ...h, timestamp: `0${h.timestamp}` })],
  ['timestamp with two leading zeros', (h) => ({ ...h, timestamp: `00${h.timestamp}` })],
  ['timestamp as a decimal', (h) => ({ ...h, timestamp: `${h.timestamp}.0` })],
  ['timestamp in exponent notation', (h) => ({ ...h, timestamp: `${Number(h.timestamp) / 10}e1` })],
  ['timestamp with a plus sign', (h) => ({ ...h, timestamp: `+${h.timestamp}` })],
  ['timestamp in hexadecimal', (h) => ({ ...h, timestamp: `0x${Number(h.timestamp).toString(16)}` })],
  ['upper-case hex signature', (h) => ({ ...h, signature: `v0=${h.signature.slice(3).toUpperCase()}` })],
  ['both headers re-spelled', (h) => ({ signature: `${h.signature}=x`, timestamp: `0${h.timestamp}` })],
];

async function post(url: string, body: string, headers: Readonly<Record<string, string>>) {
  const res = await fetch(url, { method: 'POST', headers, body });
  return { status: res.status, body: await res.text() };
}

it('the same signed body re-delivered with its signature or timestamp re-spelled runs once', async () => {
  ({ apiKey } = await server().createAccount(richAccount()));
  const b = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const request = extCommand(b, nowSeconds());
  const first = await post(b.requestUrl, request.body, request.headers);
  expect(first.status).toBe(200);
  expect(first.body).toContain('Richiesta ricevuta, in lavorazione');

  const canonical = {
    signature: request.headers['x-slack-signature'] ?? '',
    timestamp: request.headers['x-slack-request-timestamp'] ?? '',
  };
  const statuses: Record<string, number> = {};
  for (const [name, respell] of RESPELLINGS) {
    const spelled = respell(canonical);
    const res = await post(b.requestUrl, request.body, {
      ...request.headers,
      'x-slack-signature': spelled.signature,
      'x-slack-request-timestamp': spelled.timestamp,
    });
    statuses[name] = res.status;
    // refused, or acked and dropped: never a second "Richiesta ricevuta"
    expect(res.body, name).not.toContain('Richiesta ricevuta');
  }
  for (const [name, status] of Object.entries(statuses)) expect([200, 401], name).toContain(status);

  const answer = await waitForAnswer(b.slack, request);
  expect(blocksText(answer)).toContain('201');
  await sleep(500);
  const counts = await b.bots[0]!.queue!.queue.getJobCounts();
  expect(Object.values(counts).reduce((n, c) => n + c, 0)).toBe(1);
  const reads = server().requests.filter((r) => r.apiKey === apiKey && r.path.startsWith('/v1/extensions/'));
  expect(reads).toHaveLength(1);
  expect(answersOf(b.slack, request)).toHaveLength(1);
}, 30_000);

it('a re-spelled first delivery is refused, so a later canonical copy cannot run beside it', async () => {
  ({ apiKey } = await server().createAccount(richAccount()));
  const b = await startBot({ accounts: [{ id: 'main', apiKey }] });
  const request = extCommand(b, nowSeconds());
  const odd = await post(b.requestUrl, request.body, {
    ...request.headers,
    'x-slack-request-timestamp': `0${request.headers['x-slack-request-timestamp']}`,
  });
  const canonical = await post(b.requestUrl, request.body, request.headers);
  expect(odd.status).toBe(401);
  expect(canonical.status).toBe(200);
  await waitForAnswer(b.slack, request);
  await sleep(300);
  expect(answersOf(b.slack, request)).toHaveLength(1);
}, 30_000);
