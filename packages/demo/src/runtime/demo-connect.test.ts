import type { StoredView } from '@centralino/slack-sandbox';
import { expect, it } from 'vitest';
import { demoSlack } from './demo-bot-config.js';
import { type RunningDemo, startDemo } from './start-demo.js';

/** The modal the console's user has on top, once it is `callbackId`. */
async function modalOf(demo: RunningDemo, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 400; i++) {
    const view = demo.slack.views.current(demoSlack.userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId}`);
}

it('/pbx connect works in the demo: its own exchange, connected from the console', async () => {
  const demo = await startDemo({ port: 0, traffic: false });
  try {
    await demo.agent.sendCommand({ command: '/pbx', text: 'connect' });
    const form = await modalOf(demo, 'connect_form');
    const checked = await demo.agent.submitView({
      view: form,
      values: { connect_url: demo.pbx.url, connect_key: demo.pbx.apiKey },
    });
    expect(checked.errors).toBeUndefined();
    const confirm = await modalOf(demo, 'connect_confirm');
    await demo.agent.submitView({ view: confirm });
    const done = JSON.stringify((await modalOf(demo, 'connect_confirm')).view.blocks);
    expect(done).toMatch(/collegat/i);
    // the encryption key and the API key never reach the log
    expect(await import('node:fs/promises').then((fs) => fs.readFile(demo.logPath, 'utf8'))).not.toContain(
      demo.pbx.apiKey,
    );
  } finally {
    await demo.stop();
  }
}, 90_000);
