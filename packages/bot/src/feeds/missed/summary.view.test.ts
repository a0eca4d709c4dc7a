import { describe, expect, it } from 'vitest';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { dailyView, enabledView, todayListView } from './missed-line.view.js';
import type { Notice } from './notice-store.js';
import { summaryView } from './summary.view.js';

const notice = (i: number, over: Partial<Notice> = {}): Notice => ({
  id: `n${i}`,
  accountId: 'main',
  channel: 'C1',
  ruleId: 'm1',
  caller: `34755500${String(i).padStart(2, '0')}`,
  label: '',
  day: '2026-11-26',
  count: 1,
  firstAt: `2026-11-26 10:0${i}:00`,
  lastAt: `2026-11-26 10:0${i}:00`,
  destination: '0287654321',
  liveQueue: undefined,
  waitSeconds: 20,
  lastStatus: 'abandoned',
  status: 'open',
  taken: undefined,
  done: undefined,
  callback: undefined,
  version: 1,
  sentVersion: 0,
  ts: undefined,
  summaryId: 's1',
  ...over,
});

describe('burst summary and lines', () => {
  it('a summary lists every call of the burst with its state, "Richiama" only on those still open', () => {
    const view = summaryView(
      [
        notice(1),
        notice(2, { status: 'resolved' }),
        notice(3, { taken: { by: 'U1', at: 1 }, count: 2 }),
        notice(4, { caller: '' }),
      ],
      'it',
    );
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('4 chiamate perse in pochi istanti');
    expect(text).toContain('347 555 0001');
    expect(text).toMatch(/347 555 0002.*risolto/);
    expect(text).toMatch(/347 555 0003.*\(2 volte\).*se ne occupa @U1/);
    expect(text).toContain('numero nascosto');
    expect(buttonsOf(view).map((b) => JSON.parse(b.value).number)).toEqual(['3475550001', '3475550003']);
  });

  it('a blocked caller\'s row says who blocked it and has no "Richiama"', () => {
    const blocked = { status: 'blocked' as const, blocked: { by: 'U1', at: 1, list: 'bloccati' } };
    const view = summaryView([notice(1, blocked), notice(2)], 'it');
    expectValid(view);
    expect(textOf(view)).toMatch(/347 555 0001.*bloccato da @U1/);
    expect(buttonsOf(view).map((b) => JSON.parse(b.value).number)).toEqual(['3475550002']);
    expect(textOf(summaryView([notice(1, blocked)], 'en'))).toMatch(/347 555 0001.*blocked by @U1/);
  });

  it('a burst larger than a message can hold is counted, the message stays valid', () => {
    const many = Array.from({ length: 60 }, (_, i) => notice(i % 9, { id: `n${i}` }));
    const view = summaryView(many, 'it');
    expectValid(view);
    expect(textOf(view)).toContain('+15');
  });

  it('the enabled line offers the list only when calls were missed; the daily line counts what is open', () => {
    expect(buttonsOf(enabledView(0, { accountId: 'main', ruleId: 'm1' }, 'it'))).toEqual([]);
    const enabled = enabledView(3, { accountId: 'main', ruleId: 'm1' }, 'it');
    expectValid(enabled);
    expect(textOf(enabled)).toContain('3 chiamate perse oggi prima di attivare gli avvisi.');
    expect(buttonsOf(enabled).map((b) => b.text)).toEqual(['Mostrale']);
    const list = todayListView(
      [{ at: '2026-11-26 09:10:00', caller: '3331234567', label: 'Mario', destination: '0287654321' }],
      'en',
    );
    expect(textOf(list)).toContain('1 missed call today');
    const daily = dailyView([notice(1), notice(2)], 'it');
    expectValid(daily);
    expect(textOf(daily)).toContain('Da richiamare ancora: 2');
    // a notice from a live sample not confirmed yet: the queue they left, not an empty number
    const live = notice(3, { liveQueue: 'assistenza', destination: '' });
    expect(textOf(dailyView([live], 'it'))).toContain('→ coda assistenza');
    expect(textOf(summaryView([live, notice(4)], 'it'))).toContain('→ coda assistenza');
    expect(textOf(dailyView([], 'en'))).toContain('No missed calls left to call back today.');
  });
});
