import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asOperation, defineFeature } from '../../features/kit/feature.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { shown } from '../../work/operations/shown.js';
import { buildRegistry } from './build-registry.js';
import { features } from './feature-list.js';

const usage = { it: '`/ping`', en: '`/ping`' };
const Ping = z.strictObject({ type: z.literal('ping.show') });
const ping = defineFeature({
  name: 'ping',
  commands: [{ name: 'ping', usage, parse: asOperation(() => ({ type: 'ping.show' as const })) }],
  operations: [Ping],
  run: { 'ping.show': async () => shown({ text: 'pong', blocks: [] }) },
});

describe('buildRegistry', () => {
  it('builds parse and run dispatch from a feature', async () => {
    const registry = buildRegistry([ping]);
    expect(registry.commandNames).toEqual(['ping']);
    const parsed = registry.parse('ping', '', { today: '2025-06-02', interactionId: 'x' });
    expect(parsed).toEqual({ kind: 'operation', command: 'ping', operation: { type: 'ping.show' } });
    expect(registry.operation.safeParse({ type: 'ping.show' }).success).toBe(true);
    expect(registry.operation.safeParse({ type: 'pong.show' }).success).toBe(false);
    expect(registry.usage('ping', 'it')).toBe('`/ping`');
  });

  it('refuses two features declaring one command, one operation or one button', () => {
    expect(() => buildRegistry([ping, { ...ping, name: 'again' }])).toThrow(/command "ping"/);
    expect(() => buildRegistry([ping, { ...ping, name: 'again', commands: [] }])).toThrow(
      /operation "ping.show"/,
    );
    const button = { pbx_ping: async () => {} };
    expect(() =>
      buildRegistry([
        { ...ping, actions: button },
        { ...ping, name: 'b', commands: [], run: {}, actions: button },
      ]),
    ).toThrow(/button "pbx_ping"/);
  });

  it("refuses a feature's handler for a button the core answers, and a subcommand of no command", () => {
    expect(() => buildRegistry([{ ...ping, actions: { [actionIds.share]: async () => {} } }])).toThrow(
      /core/,
    );
    const sub = {
      command: 'nope',
      words: ['x'],
      usage,
      parse: asOperation(() => ({ type: 'ping.show' as const })),
    };
    expect(() => buildRegistry([{ ...ping, subcommands: [sub] }])).toThrow(/"nope"/);
  });

  it('the bot: every command owned once, the help index and the subcommands in place', () => {
    const registry = buildRegistry(features);
    expect(registry.commandNames).toEqual([
      'pbx',
      'queue',
      'blacklist',
      'book',
      'calls',
      'ext',
      'voip',
      'switch',
      'contact',
      'call',
    ]);
    expect(registry.usage('queue', 'it')).toContain('/queue alert list');
    expect(registry.usage('pbx', 'en')).toContain('/pbx link');
  });
});
