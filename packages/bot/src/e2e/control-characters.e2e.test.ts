import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import type { BotUnderTest } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

it.each([
  ['/blacklist', 'add spam 0611223344 "Call\u0000center"'],
  ['/contact', '1 set notes="riga\u0007"'],
  ['/queue', 'assistenza\u001b[2J'],
  ['/book', 'slots visita 2026-12-01\u007f'],
])(
  '%s with a control character is refused at once, in words, and nothing reaches the API',
  async (command, text) => {
    const { apiKey } = await server().createAccount(richAccount());
    bot = await startBot({
      accounts: [{ id: 'main', apiKey }],
      config: { user_locales: { U0BOB0001: 'en' } },
    });
    const it_ = await bot.agent.sendCommand({ command, text });
    expect(it_.status).toBe(200);
    expect(JSON.stringify(it_.json)).toContain('caratteri di controllo');
    const en = await bot.agent.sendCommand({ command, text, userId: 'U0BOB0001' });
    expect(JSON.stringify(en.json)).toContain('control characters');
    await new Promise((r) => setTimeout(r, 300));
    const counts = await bot.bots[0]!.queue!.queue.getJobCounts();
    expect(Object.values(counts).reduce((n, c) => n + c, 0)).toBe(0);
    expect(server().requests.filter((r) => r.apiKey === apiKey)).toEqual([]);
  },
);
