import { renderBlocks, validateView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { queueLive } from '../../slack/views/view.fixture.js';
import { HOME_MAX_QUEUES, type HomeInput, homeView } from './home.view.js';

// 2026-11-26 10:42:13 in Rome
const NOW = Date.UTC(2026, 10, 26, 9, 42, 13);
const base: HomeInput = {
  now: NOW,
  timeZone: 'Europe/Rome',
  locale: 'it',
  accountId: 'studio',
  sample: { at: NOW - 4000, queues: [queueLive('vendite', 0), queueLive('assistenza', 2)] },
  alerts: [],
  extension: undefined,
};
const textOf = (input: HomeInput) => renderBlocks(homeView(input).blocks as never).text;

describe('homeView', () => {
  it('each queue: callers, longest wait, members counted once each (adding up), the queue counters', () => {
    const text = textOf(base);
    expect(text).toContain('Dati aggiornati alle 10:42');
    expect(text).toContain('*assistenza* — 2 chiamanti in attesa · attesa più lunga 1:05 min');
    expect(text).toContain('*vendite* — nessun chiamante in attesa');
    // 3 members: 201 AVAILABLE but paused, 202 IN_CALL, 203 UNAVAILABLE
    expect(text).toContain(
      '3 operatori: 0 liberi · 0 squillano · 1 in chiamata · 1 in pausa · 1 non raggiungibile',
    );
    // the exchange's counters since the queue restarted: not today's (the Home never says "finora")
    expect(text).toContain(
      'Dal riavvio della coda: completate 10 · abbandonate 1 · attesa media 30 s · livello di servizio 88% (entro 60 s)',
    );
    expect(text.indexOf('*vendite*')).toBeLessThan(text.indexOf('*assistenza*'));
    expect(validateView(homeView(base))).toEqual([]);
  });

  it('open alerts, oldest first, with their channel; the user’s extension and its state in the queues', () => {
    const text = textOf({
      ...base,
      alerts: [
        { kind: 'queue', queue: 'vendite', channel: 'C0B', level: 'warning', since: NOW - 60_000 },
        {
          kind: 'queue',
          queue: 'assistenza',
          channel: 'C0A',
          level: 'critical',
          since: NOW - 600_000,
          taken: { by: 'U0ALICE01', at: NOW - 300_000 },
          silenced: { by: 'U0BOB0002', until: NOW + 900_000 },
        },
      ],
      extension: '202',
    });
    // the card's own words for its state
    expect(
      text.indexOf(
        ':red_circle: Critico · *assistenza* in #C0A dalle 10:32\n:raising_hand: Preso in carico da @U0ALICE01 alle 10:37 · :no_bell: Silenziato da @U0BOB0002 fino alle 10:57',
      ),
    ).toBeGreaterThan(-1);
    expect(text).toContain(':large_yellow_circle: Avviso · *vendite* in #C0B dalle 10:41');
    expect(text.indexOf('*assistenza* in #C0A')).toBeLessThan(text.indexOf('*vendite* in #C0B'));
    expect(text).toContain('Interno *202* — in chiamata');
    expect(textOf({ ...base, extension: '299' })).toContain('Interno *299* — non è in nessuna coda');
  });

  it('says what to do: no account for the workspace, nothing read yet, no extension linked', () => {
    expect(textOf({ ...base, accountId: undefined })).toContain('non è collegato a nessun centralino');
    const fresh = textOf({ ...base, sample: undefined });
    expect(fresh).toContain('Nessuna lettura recente delle code');
    expect(fresh).toContain('Nessun avviso aperto');
    expect(fresh).toContain('/pbx link');
  });

  it('a sample of another day names its day; English is English only', () => {
    expect(textOf({ ...base, sample: { ...base.sample!, at: NOW - 86_400_000 } })).toContain(
      'Dati aggiornati alle 10:42 (25/11)',
    );
    const en = textOf({ ...base, locale: 'en', extension: '202' });
    expect(en).toContain('*assistenza* — 2 callers waiting · longest wait 1:05 min');
    expect(en).toContain('Extension *202* — in a call');
    expect(en).not.toMatch(/chiamant|Interno|Completate/);
  });

  it('many queues stay within Slack’s 100 blocks', () => {
    const queues = Array.from({ length: 80 }, (_, i) => queueLive(`coda-${String(i).padStart(2, '0')}`, 1));
    const view = homeView({ ...base, sample: { at: NOW, queues } });
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(validateView(view)).toEqual([]);
    expect(renderBlocks(view.blocks as never).text).toContain(`… +${80 - HOME_MAX_QUEUES}`);
  });

  it('open missed calls, latest first, as people read the numbers, with who took one', () => {
    const text = textOf({
      ...base,
      missed: [
        {
          caller: '3331234567',
          label: '3331234567',
          channel: 'C0M',
          count: 1,
          lastAt: '2026-11-26 09:12:00',
          takenBy: undefined,
        },
        {
          caller: '+390612345678',
          label: 'Studio Rossi',
          channel: 'C0M',
          count: 3,
          lastAt: '2026-11-26 10:40:00',
          takenBy: 'U0BOB',
        },
        {
          caller: '',
          label: '',
          channel: 'C0M',
          count: 1,
          lastAt: '2026-11-26 08:00:00',
          takenBy: undefined,
        },
      ],
    });
    expect(text).toContain('3 chiamate perse da richiamare');
    expect(text).toContain(
      "+39 06 1234 5678 (Studio Rossi) — 3 volte, l'ultima alle 10:40 · #C0M · se ne occupa @U0BOB",
    );
    expect(text).toContain('333 123 4567 — alle 09:12');
    expect(text).toContain('numero nascosto — alle 08:00');
    expect(text.indexOf('Studio Rossi')).toBeLessThan(text.indexOf('333 123 4567'));
    expect(textOf({ ...base, missed: [] })).not.toContain('chiamate perse');
  });
});

describe('homeView for a workspace admin', () => {
  it('an admin without an account: what to do, and the button that connects the exchange', () => {
    const view = homeView({ ...base, accountId: undefined, workspace: { canConnect: true } });
    expect(renderBlocks(view.blocks as never).text).toContain('Sei amministratore del workspace');
    expect(JSON.stringify(view.blocks)).toContain('"action_id":"connect_open"');
    expect(validateView(view)).toEqual([]);
    // a member: no button
    expect(JSON.stringify(homeView({ ...base, accountId: undefined }).blocks)).not.toContain('connect_open');
  });

  it('a key the exchange refused: said at the top, with the key name (never the key)', () => {
    const view = homeView({
      ...base,
      workspace: { canConnect: true, revoked: { exchange: 'studio-rossi', keyName: 'slack' } },
    });
    const text = renderBlocks(view.blocks as never).text;
    expect(text).toContain('Il centralino *studio-rossi* ha rifiutato la chiave «slack»');
    expect(text.indexOf('rifiutato')).toBeLessThan(text.indexOf('Dati aggiornati'));
    expect(validateView(view)).toEqual([]);
  });
});
