import { expect } from 'vitest';
import { until } from './alert-e2e-kit.js';
import { richAccount } from './e2e-fixture.js';
import { type BotSetup, type BotUnderTest, blocksText, cardsOf, waitForAnswer } from './e2e-harness.js';
import type { E2eLifecycle } from './e2e-lifecycle.js';

/** Short intervals: a read every half second at most, a quick Slack pace. */
export const MISSED = {
  min_interval_ms: 500,
  max_interval_ms: 1500,
  off_hours_interval_ms: 1500,
  signal_delay_ms: 300,
};

/** A bot with the short feed settings on a fresh rich account. */
export async function startMissedBot(lifecycle: E2eLifecycle, extra: Partial<BotSetup> = {}) {
  const account = await lifecycle.server().createAccount(richAccount());
  const bot = await lifecycle.startBot({
    accounts: [{ id: 'main', apiKey: account.apiKey, perMinute: 100_000 }],
    config: { alerts: { slack_spacing_ms: 200 }, missed: MISSED },
    ...extra,
  });
  const reads = (path: string) =>
    lifecycle.server().requests.filter((r) => r.apiKey === account.apiKey && r.path === path).length;
  return { ...account, bot, reads };
}

/** `/calls missed add <text>` in `channel`; the id of the rule created. */
export async function addMissedRule(b: BotUnderTest, channel: string, text = ''): Promise<string> {
  const sent = await b.agent.sendCommand({
    command: '/calls',
    text: `missed add ${text}`,
    channelId: channel,
  });
  const answer = blocksText(await waitForAnswer(b.slack, sent));
  expect(answer).toContain('creato');
  return /`(m[0-9a-f]{6})`/.exec(answer)?.[1] ?? '';
}

/** The channel's missed-call notices (not the rule's other lines), with all their text. */
export function noticesOf(b: BotUnderTest, channel: string): { ts: string; text: string }[] {
  return cardsOf(b, channel)
    .map((m) => ({ ts: m.ts, text: `${m.text}\n${blocksText(m)}` }))
    .filter((m) => /Chiamata persa|Risolto ·|Chiuso ·/.test(m.text));
}

/** Waits until the channel shows exactly one notice whose text passes `check`. */
export async function untilNotice(
  b: BotUnderTest,
  channel: string,
  check: (text: string) => boolean,
  what: string,
  timeoutMs = 8000,
): Promise<{ ts: string; text: string }> {
  await until(() => noticesOf(b, channel).some((n) => check(n.text)), timeoutMs, what);
  const notices = noticesOf(b, channel);
  expect(notices).toHaveLength(1);
  return notices[0]!;
}

/** Waits for the line a rule posts when it is enabled (its first read set its cursor). */
export async function untilEnabled(b: BotUnderTest, channel: string): Promise<void> {
  await until(
    () => cardsOf(b, channel).some((m) => /prima di attivare|finora oggi/.test(m.text ?? '')),
    8000,
    'the line of a rule enabled',
  );
}
