import type { StoredMessage } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { addRule, SPEED, startAlertBot, until } from '../alert-e2e-kit.js';
import { blocksText, cardsOf } from '../e2e-harness.js';
import { e2eLifecycle, fasterClock } from '../e2e-lifecycle.js';

const lifecycle = e2eLifecycle(() => fasterClock(SPEED));
const { server } = lifecycle;

/** A caller's name as a hostile exchange (or caller id spoofer) can set it: a new line, bold, a broadcast, RLO. */
const HOSTILE_NAME = 'MARIO\n*URGENTE* <!here>\u202E';
const NUMBER = '3471234567';

/** Every text of the card: its notification text and each block's text, one entry each. */
function textsOf(card: StoredMessage): string[] {
  return [card.text ?? '', ...blocksText(card).split('\n')];
}

/* Issue 29: a caller's name is data. It must not add a line, formatting or a mention to an alert card. */
describe('markup in a caller name waiting in a queue', () => {
  it('the alert card shows the name on one line, without bold, mention or bidi control from it', async () => {
    const { context, bot: b, polls } = await startAlertBot(lifecycle);
    const channel = 'C0MARKUP1';
    await addRule(b, channel, 'assistenza waiting>=1');
    await until(() => polls() >= 1, 5000, 'the first poll');

    await server().admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: NUMBER,
      caller_name: HOSTILE_NAME,
    });
    await until(() => cardsOf(b, channel).length > 0, 8000, 'the alert card');
    const card = cardsOf(b, channel)[0]!;
    const all = `${card.text}\n${JSON.stringify(card.blocks)}`;

    expect(all).not.toContain('<!here>');
    expect(all).not.toContain('*URGENTE*');
    expect(all).not.toContain('\u202E');
    // the name's two halves stay on the caller's line, after the number
    const callerLine = blocksText(card)
      .split('\n')
      .find((line) => line.includes(NUMBER));
    expect(callerLine).toBeDefined();
    expect(callerLine).toMatch(/MARIO.*URGENTE/);
    // no text of the card starts with what followed the name's line break
    expect(textsOf(card).some((t) => /^\s*\*?URGENTE/.test(t))).toBe(false);
  }, 30_000);
});
