import { describe, expect, it } from 'vitest';
import { richAccount } from './e2e-fixture.js';
import { blocksText, waitForAnswer } from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

const lifecycle = e2eLifecycle();
const CHANNEL = 'C0REPDUP1';
const OTHER = 'C0REPDUP2';

describe('/queue report add: one report per time and channel', () => {
  it('refuses a second report at the same time in the same channel when the days overlap, naming the first', async () => {
    const { apiKey } = await lifecycle.server().createAccount(richAccount({ calls: [] }));
    const bot = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
    const send = async (text: string, channelId = CHANNEL) =>
      blocksText(
        await waitForAnswer(
          bot.slack,
          await bot.agent.sendCommand({ command: '/queue', text, channelId }),
          15_000,
        ),
      );

    const first = await send('report add 08:00');
    const id = /Report `(m[0-9a-f]{6})` creato/.exec(first)?.[1];
    expect(id).toBeDefined();

    const again = await send('report add 8:00 days=lun-ven');
    expect(again).toContain(`C'è già un report alle 08:00 in questo canale (\`${id}\`)`);
    expect(again).not.toContain('creato');

    // another channel, or another time, is a different report
    expect(await send('report add 08:00', OTHER)).toContain('creato');
    expect(await send('report add 08:30')).toContain('creato');

    const list = await send('report list');
    expect(list.match(/alle 08:00 in <#C0REPDUP1>/g)).toHaveLength(1);
  }, 60_000);

  it('allows the same time on days that do not overlap, and refuses an overlap with either', async () => {
    const { apiKey } = await lifecycle.server().createAccount(richAccount({ calls: [] }));
    const bot = await lifecycle.startBot({ accounts: [{ id: 'main', apiKey }], extraRoles: ['worker'] });
    const send = async (text: string) =>
      blocksText(
        await waitForAnswer(
          bot.slack,
          await bot.agent.sendCommand({ command: '/queue', text, channelId: CHANNEL }),
          15_000,
        ),
      );

    const weekdays = /Report `(m[0-9a-f]{6})` creato/.exec(await send('report add 07:15 days=lun-ven'))?.[1];
    expect(weekdays).toBeDefined();
    const weekend = /Report `(m[0-9a-f]{6})` creato/.exec(await send('report add 07:15 days=sab,dom'))?.[1];
    expect(weekend).toBeDefined();
    // Friday clashes with the weekdays' report, Saturday with the weekend's: either is named
    const overlap = await send('report add 07:15 days=ven,sab');
    const named = /C'è già un report alle 07:15 in questo canale \(`(m[0-9a-f]{6})`\)/.exec(overlap)?.[1];
    expect([weekdays, weekend]).toContain(named);
    expect(await send('report add 07:15 days=ven')).toContain(
      `C'è già un report alle 07:15 in questo canale (\`${weekdays}\`)`,
    );
  }, 60_000);
});
