import {
  buildBlockActionsPayload,
  buildInteractionBody,
  findButtons,
  type ResponseReply,
  type ResponseUrlEntry,
  type StoredMessage,
} from '@centralino/slack-sandbox';
import { ALERTS, until } from '../alert-e2e-kit.js';
import { richAccount } from '../e2e-fixture.js';
import type { BotUnderTest, PbxServer } from '../e2e-harness.js';
import type { E2eLifecycle } from '../e2e-lifecycle.js';
import { MISSED } from '../missed-e2e-kit.js';
import { deliver, nowSeconds } from '../signed-delivery.js';

/**
 * Two tenants on one deployment: workspace A (the sandbox's own team, account `acme`) and workspace B (account
 * `beta`), each routed to its own exchange by `routing.teams`. B's user is a permitted writer of the bot, so a
 * refusal can only come from the tenancy check, never from the permissions.
 */
export const TEAM_A = 'T0SANDBOX';
export const TEAM_B = 'T0BETA';
export const USER_A = 'U0ALICE01';
export const USER_B = 'U0BRUNO01';
/** A Slack Connect channel: A's messages in it are seen (and clicked) by B's users. */
export const SHARED_CHANNEL = 'C0SHARED1';
/** A channel of workspace B only. */
export const B_CHANNEL = 'C0BETA001';

/** What a refusal of another tenant's item says (Italian, the default). */
export const REFUSAL = 'non appartiene al tuo workspace';

type AccountFixture = Parameters<PbxServer['createAccount']>[0];

/** Starts the two-tenant bot (alerts and missed-call feed on short settings); the server contexts and keys. */
export async function startTwoTenants(lifecycle: E2eLifecycle, fixture: () => AccountFixture = richAccount) {
  const server = lifecycle.server();
  const a = await server.createAccount(fixture());
  const b = await server.createAccount(fixture());
  const bot = await lifecycle.startBot({
    accounts: [
      { id: 'acme', apiKey: a.apiKey, perMinute: 100_000 },
      { id: 'beta', apiKey: b.apiKey, perMinute: 100_000 },
    ],
    routing: { teams: { [TEAM_A]: 'acme', [TEAM_B]: 'beta' } },
    writers: [USER_A, USER_B],
    config: { alerts: { ...ALERTS, slack_spacing_ms: 200 }, missed: MISSED },
  });
  bot.slack.directory.addUser({ id: USER_B, name: 'bruno', tz: 'Europe/Rome' });
  return { bot, a, b };
}

/** Where B's user clicks: a channel message (in the shared channel) or an ephemeral message shown to them. */
export type ClickTarget =
  | StoredMessage
  | { kind: 'ephemeral'; channel: string; messageTs: string; blocks?: unknown };

/**
 * B's user clicks the button of `target` matching `query`, with its `value` replaced if asked: the
 * `block_actions` request exactly as Slack signs it for a user of workspace B (a fresh `response_url`).
 */
export async function clickFromB(
  bot: BotUnderTest,
  target: ClickTarget,
  query: { actionId?: string; label?: string; value?: string },
): Promise<{ status: number; responseUrl: ResponseUrlEntry }> {
  const button = findButtons((target.blocks ?? []) as never).find(
    (x) =>
      (query.actionId === undefined || x.actionId === query.actionId) &&
      (query.label === undefined || x.label === query.label),
  );
  if (!button) throw new Error(`no button ${query.actionId ?? query.label}`);
  const ts = target.kind === 'ephemeral' ? target.messageTs : target.ts;
  const responseUrl = bot.slack.issueResponseUrl({
    channel: target.channel,
    user: USER_B,
    original: { kind: target.kind === 'ephemeral' ? 'ephemeral' : 'message', channel: target.channel, ts },
  });
  const payload = buildBlockActionsPayload(
    {
      user: { id: USER_B, name: 'bruno' },
      team: { id: TEAM_B, domain: 'beta' },
      apiAppId: bot.slack.bot.appId,
      verificationToken: 'sandbox-verification-token',
    },
    {
      type: 'message',
      channel: { id: target.channel, name: target.channel.toLowerCase() },
      messageTs: ts,
      isEphemeral: target.kind === 'ephemeral',
      responseUrl: responseUrl.url,
    },
    query.value === undefined ? button : { ...button, value: query.value },
    bot.slack.issueTrigger(USER_B),
    (Date.now() / 1000).toFixed(6),
  );
  const sent = await deliver(bot.requestUrl, {
    body: buildInteractionBody(payload),
    timestamp: nowSeconds(),
  });
  return { status: sent.status, responseUrl };
}

/** The replies that reached a `response_url`. */
export function repliesTo(bot: BotUnderTest, responseUrl: ResponseUrlEntry): ResponseReply[] {
  return bot.slack.responseReplies(responseUrl.id);
}

/** Waits until B's `response_url` carried the refusal; returns every reply it got. */
export async function untilRefused(
  bot: BotUnderTest,
  responseUrl: ResponseUrlEntry,
): Promise<ResponseReply[]> {
  await until(
    () => repliesTo(bot, responseUrl).some((r) => String(r.payload.text ?? '').includes(REFUSAL)),
    8000,
    'the refusal of another workspace’s item',
  );
  return repliesTo(bot, responseUrl);
}

/** Every refusal line the bot logged: one per refused click, never with the user. */
export function refusalLogs(bot: BotUnderTest): string[] {
  return bot.logs.filter((l) => l.includes('payload naming another workspace refused'));
}
