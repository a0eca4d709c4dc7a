import {
  buildBlockActionsPayload,
  buildInteractionBody,
  type FakeSlack,
  findButtons,
  type ResponseUrlEntry,
  signSlackRequest,
} from '@centralino/slack-sandbox';
import { SIGNING_SECRET } from './e2e-harness.js';

/** One request exactly as Slack sent it: the raw body and the timestamp it was signed with. */
export interface SignedRequest {
  body: string;
  /** Unix seconds. */
  timestamp: number;
}

/** What the app answered. */
export interface Delivery {
  status: number;
  body: string;
}

/**
 * Delivers a signed request to the app's Request URL; delivering the same `SignedRequest` again sends the very
 * same bytes and signature, like a Slack retry (`retryNum` adds `X-Slack-Retry-Num`) or a replay.
 */
export async function deliver(
  url: string,
  request: SignedRequest,
  options: { retryNum?: number; signingSecret?: string } = {},
): Promise<Delivery> {
  const headers = signSlackRequest({
    signingSecret: options.signingSecret ?? SIGNING_SECRET,
    rawBody: request.body,
    timestamp: request.timestamp,
  });
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      ...headers,
      ...(options.retryNum === undefined
        ? {}
        : { 'x-slack-retry-num': String(options.retryNum), 'x-slack-retry-reason': 'http_timeout' }),
    },
    body: request.body,
  });
  return { status: res.status, body: await res.text() };
}

/** Seconds since the epoch, now. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * The `block_actions` request of a click on the button labelled `label` of an ephemeral message, as Slack
 * builds it (a fresh `response_url` and `trigger_id`), signed now.
 */
export function ephemeralClick(
  slack: FakeSlack,
  ephemeral: { channel: string; messageTs: string; user: string; blocks?: unknown },
  label: string,
): SignedRequest & { responseUrl: ResponseUrlEntry } {
  const button = findButtons((ephemeral.blocks ?? []) as never).find((b) => b.label === label);
  if (!button) throw new Error(`no button labelled ${label}`);
  const user = slack.directory.user(ephemeral.user)!;
  const responseUrl = slack.issueResponseUrl({
    channel: ephemeral.channel,
    user: user.id,
    original: { kind: 'ephemeral', channel: ephemeral.channel, ts: ephemeral.messageTs },
  });
  const payload = buildBlockActionsPayload(
    {
      user: { id: user.id, name: user.name },
      team: { id: slack.team.id, domain: slack.team.domain },
      apiAppId: slack.bot.appId,
      verificationToken: 'sandbox-verification-token',
    },
    {
      type: 'message',
      channel: { id: ephemeral.channel, name: slack.directory.resolveChannel(ephemeral.channel)!.name },
      messageTs: ephemeral.messageTs,
      isEphemeral: true,
      responseUrl: responseUrl.url,
    },
    button,
    slack.issueTrigger(user.id),
    (Date.now() / 1000).toFixed(6),
  );
  return { body: buildInteractionBody(payload), timestamp: nowSeconds(), responseUrl };
}
