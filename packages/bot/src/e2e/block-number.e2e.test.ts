import { expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { type BotUnderTest, blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot } = e2eLifecycle();

it('"Blocca numero" with a configured blacklist that does not exist: pick one of the account\'s, confirm, blocked', async () => {
  const { apiKey } = await server().createAccount(richAccount());
  bot = await startBot({ accounts: [{ id: 'main', apiKey, blockBlacklist: 'inesistente' }] });
  const b = bot;
  const list = await waitForAnswer(b.slack, await b.agent.sendCommand({ command: '/calls', text: 'in' }));
  const rossi = JSON.stringify({ number: '0612345678' });
  const block = await b.agent.clickButton({ target: list.target!, label: 'Blocca numero', value: rossi });
  const pick = await waitForAnswer(b.slack, { responseUrl: block.responseUrl! });
  expect(blocksText(pick)).toContain('inesistente');
  expect(blocksText(pick)).toContain('0612345678');

  const chosen = await b.agent.clickButton({ target: pick.target!, label: 'bloccati' });
  const confirm = await waitForAnswer(b.slack, { responseUrl: chosen.responseUrl! });
  expect(blocksText(confirm)).toContain('Bloccare *0612345678* nella blacklist *bloccati*?');
  const before = server().requests.filter((r) => r.apiKey === apiKey && r.method === 'POST').length;
  expect(before).toBe(1); // only the refused add to the missing list

  const done = await b.agent.clickButton({ target: confirm.target!, label: 'Blocca' });
  const blocked = await waitForAnswer(b.slack, { responseUrl: done.responseUrl! });
  expect(blocksText(blocked)).toContain('aggiunto a *bloccati*');
  const res = await fetch(`${server().url}/v1/blacklists/bloccati/numbers`, {
    headers: { 'x-api-key': apiKey },
  });
  const numbers = ((await res.json()) as { data: { number: string }[] }).data;
  expect(numbers.map((n) => n.number)).toEqual(['0612345678']);
});
