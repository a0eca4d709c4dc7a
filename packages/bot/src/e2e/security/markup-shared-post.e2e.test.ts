import type { StoredMessage } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { richAccount } from '../e2e-fixture.js';
import { blocksText, waitForAnswer } from '../e2e-harness.js';
import { e2eLifecycle } from '../e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { server } = lifecycle;

/** What a hostile tenant writes into its exchange: a channel-wide ping, a user mention and a hidden link. */
const HOSTILE = '<!channel> <@U0ADMIN> <https://evil.example|premi qui>';

/** Slack markup that acts when the message is shown: mentions, broadcasts, channel and link tokens. */
const LIVE_MARKUP = /<[!@#]|<https?:|<mailto:/i;

/** Live tokens of `text` that did not come from the bot's own share footer (`Condiviso da <@U0ALICE01>`). */
function liveTokens(text: string): string[] {
  return [...text.matchAll(/<[^<>]*>/g)]
    .map((m) => m[0])
    .filter((t) => LIVE_MARKUP.test(t) && t !== '<@U0ALICE01>');
}

/** The mrkdwn texts of some blocks (plain_text shows `<!channel>` as written: Slack never parses it). */
function mrkdwnOf(blocks: unknown): string {
  const out: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (record.type === 'mrkdwn' && typeof record.text === 'string') out.push(record.text);
      for (const value of Object.values(record)) if (typeof value === 'object') visit(value);
    }
  };
  visit(blocks);
  return out.join('\n');
}

async function startWithHostileNames() {
  const id = 1000 + Math.floor(Math.random() * 1_000_000);
  const account = await server().createAccount(
    richAccount({
      switches: [{ id, description: HOSTILE, activation: '*11', status: 1 }],
      contacts: [{ id, number: '0612345678', name: HOSTILE, company: '<!here> <@U0ADMIN>', notes: HOSTILE }],
    }),
  );
  const bot = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey: account.apiKey }] });
  return { id, bot };
}

/** Runs `command text`, shares the answer in the channel; the message the channel got. */
async function shareAnswer(
  b: Awaited<ReturnType<typeof startWithHostileNames>>['bot'],
  command: string,
  text: string,
) {
  const sent = await b.agent.sendCommand({ command, text });
  expect(sent.status).toBe(200);
  const answer = await waitForAnswer(b.slack, sent);
  expect(String(answer.payload.text)).toContain('premi qui');
  const share = await b.agent.clickButton({ target: answer.target!, label: 'Condividi nel canale' });
  expect(share.status).toBe(200);
  const posted = await b.slack.waitFor((a) => a.type === 'message_posted', { after: share.mark });
  return { answer, message: (posted as { message: StoredMessage }).message };
}

/* Issue 29: names the PBX returns are data. Shared in a channel they must not ping it, mention or link. */
describe('markup in names the exchange returns, shared in a channel', () => {
  it.each([
    ['/contact', 'contact'],
    ['/switch', 'switch'],
  ])(
    '%s with a hostile name: the answer and the channel post carry no live mention or link',
    async (command) => {
      const { id, bot } = await startWithHostileNames();
      const { answer, message } = await shareAnswer(bot, command, String(id));

      for (const [where, text] of [
        ['answer text', String(answer.payload.text)],
        ['answer blocks', mrkdwnOf(answer.payload.blocks)],
        ['posted text', message.text ?? ''],
        ['posted blocks', mrkdwnOf(message.blocks)],
      ] as const) {
        expect(liveTokens(text), where).toEqual([]);
      }
      // the name still reads as written (escaped, not removed)
      expect(message.text).toContain('premi qui');
      expect(message.text).toContain('&lt;!channel&gt;');
      expect(blocksText(message)).toContain('Condiviso da <@U0ALICE01>');
    },
    30_000,
  );
});
