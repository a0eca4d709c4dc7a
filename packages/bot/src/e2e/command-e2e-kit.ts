import { expect } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotSetup, type BotUnderTest, waitForAnswer } from './e2e-harness.js';
import type { E2eLifecycle } from './e2e-lifecycle.js';

/**
 * The commands' end-to-end session: a bot on a fresh rich account, the account's state read straight from the
 * API (not through the bot), commands sent as a signed Slack user, and the jobs the bot holds.
 */
export function commandSession(lifecycle: E2eLifecycle) {
  /** The account of the latest `start`: its exchange, its key, and the id of its fixture switch and contact. */
  const state = { context: '', apiKey: '', fixtureId: 0 };
  return {
    state,
    async start(extra: Partial<BotSetup> = {}): Promise<BotUnderTest> {
      const fixture = richAccount();
      state.fixtureId = fixture.switches![0]!.id!;
      const account = await lifecycle.server().createAccount(fixture);
      state.context = account.context;
      state.apiKey = account.apiKey;
      return lifecycle.startBot({ accounts: [{ id: 'main', apiKey: account.apiKey }], ...extra });
    },
    async api<T = { data: unknown }>(path: string): Promise<T> {
      const res = await fetch(`${lifecycle.server().url}${path}`, { headers: { 'x-api-key': state.apiKey } });
      return (await res.json()) as T;
    },
    async run(b: BotUnderTest, command: string, text = '', userId?: string) {
      const sent = await b.agent.sendCommand({ command, text, ...(userId ? { userId } : {}) });
      expect(sent.status).toBe(200);
      return { sent, answer: await waitForAnswer(b.slack, sent) };
    },
    async jobCount(b: BotUnderTest): Promise<number> {
      const counts = await b.bots[0]!.queue!.queue.getJobCounts();
      return Object.values(counts).reduce((n, c) => n + c, 0);
    },
  };
}
