import { describe, expect, it } from 'vitest';
import { actionIds } from '../../slack/views/action-ids.js';
import { blacklistSummary } from '../../slack/views/view.fixture.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import {
  blacklistAddedView,
  blacklistCreatedView,
  blacklistDetailView,
  blacklistListView,
  blacklistRemovedView,
  blacklistUpdatedView,
} from './blacklist.view.js';

describe('blacklistListView', () => {
  it('flags inactive blacklists and names the numbers using active ones', () => {
    const view = blacklistListView(
      [blacklistSummary('spam', 3, ['0287654321', '0611111111']), blacklistSummary('nuova', 0, [])],
      1,
      'it',
    );
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('spam');
    expect(text).toContain('3 numeri');
    expect(text).toContain('attiva sulle numerazioni 0287654321, 0611111111');
    expect(text).toMatch(/nuova.*\n.*inattiva/);
    expect(view.text).toContain('1 inattiva');
  });

  it('pages long lists', () => {
    const lists = Array.from({ length: 45 }, (_, i) => blacklistSummary(`l${i}`, i, []));
    const view = blacklistListView(lists, 2, 'it');
    expectValid(view);
    expect(textOf(view)).toContain('l20');
    expect(textOf(view)).not.toContain('l19\n');
    expect(buttonsOf(view).map((b) => JSON.parse(b.value))).toEqual([
      { type: 'blacklist.list', page: 1 },
      { type: 'blacklist.list', page: 3 },
    ]);
  });
});

describe('blacklistDetailView', () => {
  const list = (n: number) => ({
    name: 'spam',
    numbers: Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      number: i === 0 ? '^0899' : `06123456${i}`,
      description: i === 0 ? 'numeri a pagamento' : null,
    })),
    numbers_count: n,
    used_by_rules: [],
  });

  it('lists numbers with ids and explains a ^ prefix', () => {
    const view = blacklistDetailView(list(3), 1, 'it');
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain(
      'id 1 · `^0899` (prefisso: il `^` blocca ogni numero che inizia con 0899) — numeri a pagamento',
    );
    expect(text).toContain('id 3 · `061234562`');
    expect(text).toContain('inattiva');
  });

  it('pages 500 numbers within limits, keeping the name in the page operation', () => {
    const view = blacklistDetailView(list(500), 13, 'en');
    expectValid(view);
    expect(textOf(view)).toContain('Page 13 of 13');
    expect(buttonsOf(view)).toEqual([
      expect.objectContaining({
        actionId: actionIds.pagePrev,
        value: JSON.stringify({ type: 'blacklist.show', name: 'spam', page: 12 }),
      }),
    ]);
  });
});

describe('blacklist change answers', () => {
  it('create explains the blacklist blocks nothing until attached to a rule', () => {
    const view = blacklistCreatedView(
      { name: 'nuova', numbers: [], numbers_count: 0, used_by_rules: [] },
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain('Blacklist *nuova* creata.');
    expect(textOf(view)).toContain('collegala a una regola');
  });

  it('add explains a prefix block', () => {
    const view = blacklistAddedView('spam', { id: 9, number: '^0899', description: null }, 'it');
    expectValid(view);
    expect(textOf(view)).toContain('Numero *^0899* aggiunto a *spam* (id 9).');
    expect(textOf(view)).toContain('blocca ogni numero che inizia con 0899');
    const plainNumber = blacklistAddedView('spam', { id: 10, number: '0612345678', description: 'x' }, 'en');
    expect(textOf(plainNumber)).not.toContain('starting with');
  });

  it('edit and remove', () => {
    expect(
      textOf(blacklistUpdatedView('spam', { id: 9, number: '0611', description: 'nuovo' }, 'it')),
    ).toContain('Voce 9 di *spam* aggiornata.');
    expect(textOf(blacklistRemovedView('spam', 9, 'en'))).toContain('Entry 9 removed from *spam*.');
  });
});
