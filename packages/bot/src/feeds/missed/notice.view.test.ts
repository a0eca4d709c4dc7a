import { describe, expect, it } from 'vitest';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { noticeView } from './notice.view.js';
import type { Notice } from './notice-store.js';

const notice = (over: Partial<Notice> = {}): Notice => ({
  id: 'n1',
  accountId: 'main',
  channel: 'C1',
  ruleId: 'm1',
  caller: '+393331234567',
  label: 'Mario Rossi',
  day: '2026-11-26',
  count: 3,
  firstAt: '2026-11-26 09:10:00',
  lastAt: '2026-11-26 10:42:07',
  destination: '0287654321',
  liveQueue: undefined,
  waitSeconds: 95,
  lastStatus: 'abandoned',
  status: 'open',
  taken: undefined,
  done: undefined,
  callback: undefined,
  version: 3,
  sentVersion: 0,
  ts: undefined,
  summaryId: undefined,
  ...over,
});
const options = { blockList: 'bloccati', timeZone: 'Europe/Rome', locale: 'it' as const };

describe('noticeView', () => {
  it('who called (name and number as people read it), the number called, when, the wait, how many today', () => {
    const view = noticeView(notice(), options);
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('+39 333 123 4567');
    expect(text).toContain('02 8765 4321');
    expect(text).toContain("3 chiamate perse, l'ultima alle 10:42");
    expect(text).toContain('1 min 35 s, poi ha riattaccato');
    expect(buttonsOf(view).map((b) => b.text)).toEqual([
      'Richiama',
      'Me ne occupo io',
      'Blocca numero',
      'Fatto',
    ]);
  });

  it('a provisional record from a live sample: the queue instead of the number called, the least wait', () => {
    const live = notice({ liveQueue: 'assistenza', destination: '', waitSeconds: 95, count: 1 });
    const view = noticeView(live, options);
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('Coda');
    expect(text).toContain('assistenza');
    expect(text).toContain('ha atteso almeno 1:35, poi ha riattaccato');
    expect(text).not.toContain('Numero chiamato');
    expect(text).toContain('Visto in coda');
    const en = textOf(noticeView(live, { ...options, locale: 'en' }));
    // the field is already "Waited": its value does not say it again
    expect(en).toContain('*Waited* at least 1:35, then hung up');
    expect(en).not.toMatch(/waited at least/i);
    expect(en).not.toMatch(/Coda|atteso|Visto|chiamat/);
    // confirmed by the history: the number called and the exact wait again
    const confirmed = textOf(noticeView(notice({ count: 1 }), options));
    expect(confirmed).toContain('02 8765 4321');
    expect(confirmed).not.toMatch(/almeno|Visto in coda/);
  });

  it('a withheld number: no call-back or block button, and it says so', () => {
    const view = noticeView(notice({ caller: 'anonymous', label: '' }), options);
    expectValid(view);
    expect(textOf(view)).toContain('numero nascosto');
    expect(buttonsOf(view).map((b) => b.text)).toEqual(['Me ne occupo io', 'Fatto']);
  });

  it('taken, called back without an answer: shows who and the outcome, stays open', () => {
    const view = noticeView(
      notice({
        taken: { by: 'U1', at: 1 },
        callback: { kind: 'out', at: '2026-11-26 10:50:00', by: '201', outcome: 'NO ANSWER' },
      }),
      options,
    );
    const text = textOf(view);
    expect(text).toContain('Se ne occupa');
    expect(text).toContain('Richiamato da 201 alle 10:50: nessuna risposta');
    expect(buttonsOf(view).map((b) => b.text)).toContain('Me ne occupo io');
  });

  it('resolved: the title says so and the buttons are gone; English is English only', () => {
    const resolved = notice({
      status: 'resolved',
      callback: { kind: 'out', at: '2026-11-26 10:50:00', by: '201', outcome: 'ANSWERED' },
    });
    const it = noticeView(resolved, options);
    expectValid(it);
    expect(textOf(it)).toContain('Risolto');
    expect(buttonsOf(it)).toEqual([]);
    const en = textOf(noticeView(resolved, { ...options, locale: 'en' }));
    expect(en).toContain('Resolved');
    expect(en).not.toMatch(/Risolto|Richiamato|chiamate|Numero chiamato|Attesa/);
  });
  it('a callback confirmed from the notice: who at once, then completed by the record of their extension', () => {
    // 2026-11-26 09:55:00 UTC = 10:55 in Rome
    const calling = { by: 'U0ALICE01', at: Date.UTC(2026, 10, 26, 9, 55), ext: '203' };
    const now = textOf(noticeView(notice({ calling }), options));
    expect(now).toContain('In richiamata da @U0ALICE01 alle 10:55');
    const record = {
      kind: 'out' as const,
      at: '2026-11-26 10:56:00',
      by: '203 (Alice)',
      outcome: 'NO ANSWER',
    };
    const done = textOf(noticeView(notice({ calling, callback: { ...record, ext: '203' } }), options));
    expect(done).toContain('Richiamato da @U0ALICE01 alle 10:56 · non risposto');
    expect(done).not.toContain('In richiamata');
    // another extension's callback: shown by its extension, and who is calling stays
    const other = textOf(
      noticeView(notice({ calling, callback: { ...record, by: '204', ext: '204' } }), options),
    );
    expect(other).toContain('In richiamata da @U0ALICE01');
    expect(other).toContain('Richiamato da 204 alle 10:56: nessuna risposta');
    const en = textOf(noticeView(notice({ calling }), { ...options, locale: 'en' }));
    expect(en).toContain('Being called back by @U0ALICE01 since 10:55');
    expect(en).not.toMatch(/richiamata|Richiamato/);
  });

  it('a blocked number: who blocked it, when, in which blacklist; no button left (Italian and English)', () => {
    const blocked = notice({
      status: 'blocked',
      blocked: { by: 'U0ALICE01', at: Date.UTC(2026, 10, 26, 9, 50), list: 'bloccati' },
    });
    const view = noticeView(blocked, options);
    expectValid(view);
    expect(textOf(view)).toContain('Bloccato · *Mario Rossi* · +39 333 123 4567');
    expect(textOf(view)).toContain('Numero bloccato da @U0ALICE01 alle 10:50 (blacklist *bloccati*)');
    expect(buttonsOf(view)).toEqual([]);
    const en = textOf(noticeView(blocked, { ...options, locale: 'en' }));
    expect(en).toContain('Number blocked by @U0ALICE01 at 10:50 (blacklist *bloccati*)');
    expect(en).not.toContain('Bloccato');
  });

  it('"Blocca numero" names the notice, not a number, and asks to confirm first', () => {
    const block = buttonsOf(noticeView(notice(), options)).find((b) => b.text === 'Blocca numero');
    expect(block).toEqual({
      actionId: 'pbx_missed_block',
      value: JSON.stringify({ a: 'main', n: 'n1' }),
      text: 'Blocca numero',
      confirm: true,
    });
  });

  it("a callback from a phone: the linked Slack user, else the extension's name, else the extension", () => {
    const cb = {
      kind: 'out' as const,
      at: '2026-11-26 11:00:00',
      by: '201',
      outcome: 'ANSWERED',
      ext: '201',
    };
    const said = (over: object) => textOf(noticeView(notice({ callback: { ...cb, ...over } }), options));
    expect(said({ user: 'U0ALICE01', name: 'Anna' })).toContain('Richiamato da @U0ALICE01 alle 11:00');
    expect(said({ name: 'Anna Reception' })).toContain('Richiamato da Anna Reception alle 11:00');
    expect(said({})).toContain('Richiamato da 201 alle 11:00');
  });
});
