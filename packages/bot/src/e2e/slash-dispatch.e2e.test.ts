import type { CommandResult } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { commandSession } from './command-e2e-kit.js';
import { type BotUnderTest, blocksText } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const { start } = commandSession(lifecycle);

/** What the user reads last for a command: the ack or, for a job, its answer through response_url. */
async function readBack(b: BotUnderTest, sent: CommandResult, want: string): Promise<string> {
  const deadline = Date.now() + 8000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = b.slack
      .responseReplies(sent.responseUrl.id)
      .map((r) => `${String(r.payload.text ?? '')}\n${blocksText(r)}`)
      .join('\n');
    if (seen.includes(want)) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return seen;
}

it('a slash command typed with capitals (as a phone writes it) is acked in time and answered', async () => {
  const b = await start();
  for (const [command, text, want] of [
    ['/Queue', 'live', 'Code in tempo reale'],
    ['/QUEUE', 'assistenza', 'Coda assistenza'],
    ['/Pbx', 'help', '/queue live'],
  ] as const) {
    const sent = await b.agent.sendCommand({ command, text });
    expect(sent.timedOut, command).toBe(false);
    expect(sent.status, command).toBe(200);
    expect(await readBack(b, sent, want), command).toContain(want);
  }
}, 20_000);

it('a slash command the bot does not have is answered at once with the commands it has', async () => {
  const b = await start();
  const sent = await b.agent.sendCommand({ command: '/quee', text: 'live' });
  expect(sent.timedOut).toBe(false);
  expect(sent.status).toBe(200);
  const answer = await readBack(b, sent, 'Comando sconosciuto');
  expect(answer).toContain('Comando sconosciuto: /quee');
  expect(answer).toMatch(/\/queue[\s\S]*\/book/);
}, 20_000);
