import { parseConfigText } from '@centralino/bot';
import { demoFixture } from '@centralino/server';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY_ENV, demoBotConfigYaml, demoSlack } from './demo-bot-config.js';

describe('demoBotConfigYaml', () => {
  const key = 'cnt_not-a-real-key-0123456789';
  const text = demoBotConfigYaml({ baseUrl: 'http://127.0.0.1:8080' });

  it('is a configuration the bot accepts, with the key read from the environment only', () => {
    const { config, apiKeys } = parseConfigText(text, { [DEMO_API_KEY_ENV]: key }, 'bot.yaml');
    expect(text).not.toContain(key);
    expect(apiKeys.get('demo')).toBe(key);
    expect(config.accounts).toMatchObject([{ id: 'demo', base_url: 'http://127.0.0.1:8080' }]);
    expect(config.permissions.users).toEqual([demoSlack.userId]);
    expect(config.links).toEqual({ [demoSlack.userId]: '201' });
    expect(config.alerts.rules).toMatchObject([{ channel: demoSlack.alertsChannel.id, queue: '*' }]);
    expect(config.bookings.rules).toMatchObject([
      { id: 'demo-agenda', channel: demoSlack.bookingsChannel.id, calendars: [] },
    ]);
  });

  it('is refused without the key variable', () => {
    expect(() => parseConfigText(text, {}, 'bot.yaml')).toThrow(DEMO_API_KEY_ENV);
  });

  it('names only blacklists and queues the demo exchange has', () => {
    const { config } = parseConfigText(text, { [DEMO_API_KEY_ENV]: key }, 'bot.yaml');
    const exchange = demoFixture(new Date());
    const blacklists = (exchange.blacklists ?? []).map((b) => b.name);
    const queues = (exchange.queues ?? []).map((q) => q.queue_name);
    for (const account of config.accounts) expect(blacklists).toContain(account.block_blacklist);
    for (const rule of config.alerts.rules) if (rule.queue !== '*') expect(queues).toContain(rule.queue);
  });

  it('speaks English when asked', () => {
    const en = demoBotConfigYaml({ baseUrl: 'http://127.0.0.1:8080', locale: 'en' });
    expect(parseConfigText(en, { [DEMO_API_KEY_ENV]: key }, 'bot.yaml').config.locale).toBe('en');
  });
});
