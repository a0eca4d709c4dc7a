import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/manual-clock.js';
import type { SlackActivity } from './activity.js';
import { MessageStore } from './message-store.js';

const source = { via: 'web_api', method: 'chat.postMessage' } as const;

function setup() {
  const clock = createManualClock(1_700_000_000_000);
  const activities: SlackActivity[] = [];
  const store = new MessageStore(clock, (a) => activities.push(a));
  return { clock, activities, store };
}

describe('MessageStore', () => {
  it('issues increasing ts unique per channel even within the same millisecond', () => {
    const { store } = setup();
    const a = store.post({ text: 'a' }, { channel: 'C1', user: 'U1', source });
    const b = store.post({ text: 'b' }, { channel: 'C1', user: 'U1', source });
    const c = store.post({ text: 'c' }, { channel: 'C2', user: 'U1', source });
    expect(a.ts).toBe('1700000000.000000');
    expect(b.ts).toBe('1700000000.000001');
    expect(c.ts).toBe('1700000000.000000');
  });

  it('keeps threads and edit history', () => {
    const { store, clock, activities } = setup();
    const parent = store.post({ text: 'parent' }, { channel: 'C1', user: 'U1', source });
    clock.advance(10);
    store.post({ text: 'reply' }, { channel: 'C1', user: 'U1', source, threadTs: parent.ts });
    store.update(parent, { text: 'edited', blocks: [{ type: 'divider' }] });
    expect(parent).toMatchObject({ text: 'edited', replyCount: 1, edits: [{ text: 'parent' }] });
    expect(store.replies('C1', parent.ts).map((m) => m.text)).toEqual(['reply']);
    expect(activities.map((a) => a.type)).toEqual(['message_posted', 'message_posted', 'message_updated']);
  });

  it('hides deleted messages from find', () => {
    const { store } = setup();
    const m = store.post({ text: 'x' }, { channel: 'C1', user: 'U1', source });
    store.delete(m);
    expect(store.find('C1', m.ts)).toBeUndefined();
    expect(store.messages('C1')).toHaveLength(1);
  });
});
