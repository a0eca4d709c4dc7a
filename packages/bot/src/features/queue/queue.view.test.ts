import { describe, expect, it } from 'vitest';
import { actionIds } from '../../slack/views/action-ids.js';
import { queue, queueDetail, queueLive } from '../../slack/views/view.fixture.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { queueDetailView } from './queue-detail.view.js';
import { QUEUES_PER_PAGE, queueListView } from './queue-list.view.js';
import { queueLiveListView, queueLiveView } from './queue-live.view.js';

describe('queueListView', () => {
  it('shows every queue with its strategy explained and its members', () => {
    const view = queueListView([queue('assistenza'), queue('vendite', 0)], 1, 'it');
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('assistenza');
    expect(text).toContain('squillano tutti (`ringall`)');
    expect(text).toContain('201 Operatore 1, 202 Operatore 2');
    expect(text).toContain('Membri (0)');
    expect(buttonsOf(view)).toEqual([]);
  });

  it('pages long lists with buttons that carry the next operation', () => {
    const queues = Array.from({ length: 25 }, (_, i) => queue(`q${i}`, 300));
    const first = queueListView(queues, 1, 'it');
    expectValid(first);
    expect(textOf(first)).toContain('q9');
    expect(textOf(first)).not.toContain('q10');
    expect(buttonsOf(first)).toEqual([
      expect.objectContaining({
        actionId: actionIds.pageNext,
        value: JSON.stringify({ type: 'queue.list', page: 2 }),
      }),
    ]);
    const last = queueListView(queues, 99, 'it');
    expect(textOf(last)).toContain('q24');
    expect(textOf(last)).toContain(`Pagina 3 di ${Math.ceil(25 / QUEUES_PER_PAGE)}`);
    expect(buttonsOf(last).map((b) => b.actionId)).toEqual([actionIds.pagePrev]);
  });

  it('cuts a member list that would not fit a field', () => {
    const view = queueListView([queue('big', 500)], 1, 'en');
    expectValid(view);
    expect(textOf(view)).toMatch(/… \+\d+/);
    expect(textOf(view)).toContain('ring all');
  });

  it('says so when there are no queues', () => {
    expect(textOf(queueListView([], 1, 'it'))).toContain('Nessuna coda configurata.');
  });
});

describe('queueDetailView', () => {
  it('shows configuration and today’s statistics', () => {
    const view = queueDetailView(queueDetail('assistenza'), 'it');
    expectValid(view);
    const text = textOf(view);
    expect(view.blocks[0]).toMatchObject({ type: 'header', text: { text: 'Coda assistenza' } });
    for (const part of [
      'chi ha risposto meno di recente',
      'benvenuto',
      '20 s',
      'Statistiche di oggi (02/06)',
      '42',
      '38',
      '1:05 min',
    ]) {
      expect(text).toContain(part);
    }
    expect(view.text).toContain('Entrate 42');
  });
});

describe('queueLiveView', () => {
  it('lists callers with their wait, members by state, the summary and a refresh button', () => {
    const view = queueLiveView(queueLive('assistenza', 2, 3), 'it');
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain('2 chiamanti in attesa');
    expect(text).toContain('1. +390612345600 (Mario <Rossi>) — attende da 1:05 min');
    expect(JSON.stringify(view.blocks)).toContain('Mario &lt;Rossi&gt;');
    expect(text).toContain('2. +390612345601 — attende da 1:04 min');
    // in call, then paused, then unreachable (who can take a call first)
    expect(text.indexOf('— in chiamata')).toBeLessThan(text.indexOf('— in pausa'));
    expect(text.indexOf('— in pausa')).toBeLessThan(text.indexOf('— non raggiungibile'));
    // the summary counts the members listed, each once
    expect(text).toContain(
      '3 operatori: 0 liberi · 0 squillano · 1 in chiamata · 1 in pausa · 1 non raggiungibile',
    );
    expect(buttonsOf(view)).toEqual([
      expect.objectContaining({
        actionId: actionIds.refresh,
        value: JSON.stringify({ type: 'queue.live', name: 'assistenza', page: 1 }),
      }),
    ]);
  });

  it('counts that add up: each member once, a paused member "in pausa", whatever the summary counters say', () => {
    const state = queueLive('assistenza', 1, 3);
    // two operators in a call (one of them paused), one paused; the exchange's counters overlap
    state.members = state.members.map((m, i) => ({
      ...m,
      status: i === 2 ? 'AVAILABLE' : 'IN_CALL',
      status_code: i === 2 ? 1 : 2,
      in_call: i !== 2,
      paused: i > 0,
    }));
    state.summary = { ...state.summary, members_available: 0, members_in_call: 2, members_paused: 2 };
    const text = textOf(queueLiveView(state, 'it'));
    expect(text).toContain(
      '3 operatori: 0 liberi · 0 squillano · 2 in chiamata · 1 in pausa · 0 non raggiungibili',
    );
    expect(text).toContain('*203* Operatore 3 — in pausa ·');
    expect(text).toContain('*202* Operatore 2 — in chiamata · in pausa ·');
    expect(text).not.toContain('disponibile · in pausa');
    expect(text).not.toMatch(/Totale|Disponibili/);
  });

  it('stays within Slack limits with hundreds of callers and members', () => {
    const view = queueLiveView(queueLive('huge', 400, 600), 'en');
    expectValid(view);
    expect(textOf(view)).toContain('400 callers waiting');
    expect(textOf(view)).toMatch(/… \+\d+/);
  });

  it('no service level of 0% before any call was completed or abandoned', () => {
    const quiet = {
      ...queueLive('vendite', 0, 3),
      completed: 0,
      abandoned: 0,
      holdtime: 0,
      service_level_perf: 0,
    };
    const text = textOf(queueLiveView(quiet, 'it'));
    expect(text).toContain('Dal riavvio della coda nessuna chiamata completata o abbandonata');
    expect(text).not.toContain('livello di servizio 0%');
  });

  it('says the live counters are since the queue restarted, not today’s (`/queue <nome>` has those)', () => {
    const busy = { ...queueLive('vendite', 0, 3), completed: 12, abandoned: 2, holdtime: 31 };
    const italian = textOf(queueLiveView(busy, 'it'));
    expect(italian).toContain('Dal riavvio della coda: completate 12 · abbandonate 2 · attesa media 31 s');
    expect(italian).toContain('Operatori (risposte dal riavvio della coda)');
    expect(italian).not.toMatch(/finora|oggi/);
    const en = textOf(queueLiveView(busy, 'en'));
    expect(en).toContain('Since the queue restarted: 12 completed · 2 abandoned · average wait 31 s');
  });

  it('says when nobody waits', () => {
    expect(textOf(queueLiveView(queueLive('calma', 0, 1), 'it'))).toContain('Nessun chiamante in attesa.');
  });
});

describe('queueLiveListView', () => {
  it('shows each queue’s waiting callers and pages by 5 queues', () => {
    const queues = Array.from({ length: 7 }, (_, i) => queueLive(`q${i}`, i, 3));
    const view = queueLiveListView(queues, 1, 'it');
    expectValid(view);
    expect(textOf(view)).toContain('q4');
    expect(textOf(view)).not.toContain('q5');
    expect(textOf(view)).toContain('21 chiamanti in attesa');
    expect(buttonsOf(view).map((b) => b.actionId)).toEqual([actionIds.refresh, actionIds.pageNext]);
    const second = queueLiveListView(queues, 2, 'it');
    expect(textOf(second)).toContain('q6');
  });
});
