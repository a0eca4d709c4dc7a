import { describe, expect, it } from 'vitest';
import { NO_AGENTS_MIN_WAIT_SECONDS } from '../feeds/alerts/evaluate-rule.js';
import { addRule, startAlertBot, until } from './alert-e2e-kit.js';
import type { BotUnderTest } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

// the exchange's clock runs at the real pace here: a caller's wait grows one second a second
const lifecycle = e2eLifecycle();
const { server } = lifecycle;

/** The text of every message the bot sent (posted or edited) in `channel`, in order. */
const sentTo = (b: BotUnderTest, channel: string) =>
  b.slack.calls
    .filter((c) => c.method.startsWith('chat.') && c.args.channel === channel)
    .map((c) => `${String(c.args.text ?? '')}\n${JSON.stringify(c.args.blocks ?? [])}`);

describe('alarms only for something (issue 32)', () => {
  it('a caller who has just arrived in a queue with nobody free mentions nobody; once the caller has really waited, the card comes with its @here', async () => {
    const { context, bot: b, polls } = await startAlertBot(lifecycle);
    const channel = 'C0TRUTH01';
    // vendite's only member (202) is offline: nobody can answer there
    await addRule(b, channel, 'vendite waiting>=3 critical: noagents @here');
    await until(() => polls() >= 1, 5000, 'the first poll');

    await server().admin('POST', `/_sim/${context}/queues/vendite/callers`, { caller_number: '0612345678' });
    const arrived = Date.now();
    const pollsAtArrival = polls();
    // three reads while the caller has waited only a few seconds (each read is a second apart)
    await until(() => polls() >= pollsAtArrival + 3, 8000, 'three reads with the caller waiting');
    const readWithin = (Date.now() - arrived) / 1000;
    if (readWithin < NO_AGENTS_MIN_WAIT_SECONDS) {
      expect(sentTo(b, channel).join('\n')).not.toContain('<!here>');
      expect(b.slack.messages.messages(channel)).toHaveLength(0);
    }

    // the caller is still there and nobody came free: after the grace the rule holds, with its mention
    await until(
      () => sentTo(b, channel).some((text) => text.includes('<!here>')),
      (NO_AGENTS_MIN_WAIT_SECONDS + 8) * 1000,
      'the critical card',
    );
    expect(sentTo(b, channel).find((text) => text.includes('<!here>'))).toContain('situazione critica');
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(NO_AGENTS_MIN_WAIT_SECONDS * 1000 - 1500);
  }, 40_000);
});
