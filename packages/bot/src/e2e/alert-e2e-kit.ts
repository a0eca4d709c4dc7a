import { expect } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotSetup, type BotUnderTest, blocksText, sleep, waitForAnswer } from './e2e-harness.js';
import type { E2eLifecycle } from './e2e-lifecycle.js';

/** Short intervals: a poll a second, cards resolve after 1.2 s quiet, the exchange is "down" after 1.2 s. */
export const ALERTS = {
  base_interval_ms: 1000,
  clear_after_ms: 1200,
  unreachable_after_ms: 1200,
  slack_spacing_ms: 300,
};

/**
 * The server's clock runs 20× faster in the alert suites, so its per-minute window lasts 3 real seconds (the
 * budget test needs a few windows); the bot's own window is configured to match there.
 */
export const SPEED = 20;
export const SERVER_MINUTE_MS = 60_000;

/** Waits until `check` holds, or fails naming `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** A bot with the short alert settings on a fresh rich account, and a count of its account's polls. */
export async function startAlertBot(lifecycle: E2eLifecycle, extra: Partial<BotSetup> = {}) {
  const account = await lifecycle.server().createAccount(richAccount());
  const bot = await lifecycle.startBot({
    // the fixture's limits are high: tell the bot before the first response does (no minute floor on polling)
    accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 100_000 }],
    config: { alerts: ALERTS },
    ...extra,
  });
  const polls = () =>
    lifecycle.server().requests.filter((r) => r.apiKey === account.apiKey && r.path === '/v1/queue/live')
      .length;
  return { ...account, bot, polls };
}

/** `/queue alert add <text>` in `channel`; the id of the rule created. */
export async function addRule(b: BotUnderTest, channel: string, text: string): Promise<string> {
  const sent = await b.agent.sendCommand({
    command: '/queue',
    text: `alert add ${text}`,
    channelId: channel,
  });
  const answer = blocksText(await waitForAnswer(b.slack, sent));
  expect(answer).toContain('creato');
  return /`(r[0-9a-f]{6})`/.exec(answer)?.[1] ?? '';
}
