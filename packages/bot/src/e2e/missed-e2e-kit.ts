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
export function startMissedBot(lifecycle: E2eLifecycle, extra: Partial<BotSetup> = {}) {
  return startMissedBotOn(lifecycle, richAccount(), extra);
}

/** A bot with the short feed settings on a fresh account made from `fixture` (its ids known to the test). */
export async function startMissedBotOn(
  lifecycle: E2eLifecycle,
  fixture: ReturnType<typeof richAccount>,
  extra: Partial<BotSetup> = {},
) {
  const account = await lifecycle.server().createAccount(fixture);
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

/** A message of the channel by its `ts`, as it is shown now. */
export function messageAt(b: BotUnderTest, channel: string, ts: string) {
  return cardsOf(b, channel).find((m) => m.ts === ts);
}

/** Waits until the message `ts` of the channel, with all its text, passes `check`; that text. */
export async function untilMessage(
  b: BotUnderTest,
  channel: string,
  ts: string,
  check: (text: string) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<string> {
  const textAt = () => {
    const m = messageAt(b, channel, ts);
    return m ? `${m.text}\n${blocksText(m)}` : '';
  };
  await until(() => check(textAt()), timeoutMs, what);
  return textAt();
}

/** The buttons of a message (or of one of its blocks): label, and whether Slack asks to confirm first. */
export function buttonsOf(blocks: unknown): { label: string; confirm: boolean }[] {
  const out: { label: string; confirm: boolean }[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as { type?: unknown; text?: { text?: unknown }; confirm?: unknown };
      if (record.type === 'button' && typeof record.text?.text === 'string')
        out.push({ label: record.text.text, confirm: record.confirm !== undefined });
      for (const value of Object.values(record)) if (typeof value === 'object') visit(value);
    }
  };
  visit(blocks);
  return out;
}

/** A caller of `assistenza` who hangs up at once, having called `voipNumber` (default: the account's first). */
export async function abandonNow(
  lifecycle: E2eLifecycle,
  context: string,
  callerNumber: string,
  voipNumber?: string,
): Promise<void> {
  const server = lifecycle.server();
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
    caller_number: callerNumber,
    ...(voipNumber ? { voip_number: voipNumber } : {}),
  });
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
}
