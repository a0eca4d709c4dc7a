import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChannelTeams, channelTeamOf } from './channel-teams.js';

describe('channelTeamOf', () => {
  it.each([
    ['a slash command', { team_id: 'T0ONE', channel_id: 'C0CHAN' }, { channelId: 'C0CHAN', teamId: 'T0ONE' }],
    [
      'a button click',
      { team: { id: 'T0TWO' }, channel: { id: 'C0OTHER' } },
      { channelId: 'C0OTHER', teamId: 'T0TWO' },
    ],
    ['an event', { team_id: 'T0ONE', event: { channel: 'C0EV' } }, { channelId: 'C0EV', teamId: 'T0ONE' }],
    ['a modal submission (no channel)', { team: { id: 'T0ONE' }, view: {} }, undefined],
    ['nothing', undefined, undefined],
  ])('%s', (_name, body, want) => {
    expect(channelTeamOf(body)).toEqual(want);
  });
});

describe('ChannelTeams', () => {
  let redis: Redis;
  let key: string;
  beforeEach(() => {
    redis = new Redis({ host: '127.0.0.1', port: 6379 });
    key = `test-channel-teams-${randomUUID()}`;
  });
  afterEach(async () => {
    await redis.del(key);
    await redis.quit();
  });

  it('keeps the workspace each channel was last heard from, for every process', async () => {
    await new ChannelTeams(redis, key).remember('C0CHAN', 'T0ONE');
    const other = new ChannelTeams(redis, key);
    expect(await other.teamOf('C0CHAN')).toBe('T0ONE');
    expect(await other.teamOf('C0NEVER')).toBeUndefined();
    await new ChannelTeams(redis, key).remember('C0CHAN', 'T0TWO');
    expect(await new ChannelTeams(redis, key).teamOf('C0CHAN')).toBe('T0TWO');
  });
});
