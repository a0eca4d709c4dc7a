import { describe, expect, it } from 'vitest';
import { cardsOf, sleep } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';
import { addMissedRule, noticesOf, startMissedBot, untilEnabled, untilNotice } from '../missed-e2e-kit.js';

const lifecycle = e2eLifecycle();

/** A caller's name as a hostile exchange (or caller id spoofer) can set it: a new line, bold, a broadcast, RLO. */
const HOSTILE_NAME = 'MARIO\n*URGENTE* <!here>\u202E';
const CHANNEL = 'C0MARKUP2';

/* Issue 29: a caller who hangs up in a queue gets a missed-call notice; their name must stay data there too. */
describe('markup in the name of a caller who hung up', () => {
  it('the missed-call notice shows the name on one line, without bold, mention or bidi control from it', async () => {
    const { bot: b, context } = await startMissedBot(lifecycle);
    await addMissedRule(b, CHANNEL);
    await untilEnabled(b, CHANNEL);
    const server = lifecycle.server();
    await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
      caller_number: '3471110001',
      caller_name: HOSTILE_NAME,
    });
    await sleep(1100);
    await server.admin('POST', `/_sim/${context}/queues/assistenza/callers/1/abandon`);
    await untilNotice(b, CHANNEL, (t) => t.includes('MARIO'), 'the notice with the name', 15_000);
    // the history's record may replace the live sample's notice: read it once it settled
    await sleep(1500);
    const [notice] = noticesOf(b, CHANNEL);
    const card = cardsOf(b, CHANNEL).find((m) => `${m.text}`.includes('MARIO'))!;
    const all = `${card.text}\n${JSON.stringify(card.blocks)}`;
    expect(notice!.text).toContain('MARIO');
    expect(all).not.toContain('<!here>');
    expect(all).not.toContain('*URGENTE*');
    expect(all).not.toContain('\u202E');
    // the name's two halves stay on one line
    expect(card.text).toMatch(/MARIO[^\n]*URGENTE/);
    for (const line of notice!.text.split('\n')) expect(line).not.toMatch(/^\s*\*?URGENTE/);
  }, 40_000);
});
