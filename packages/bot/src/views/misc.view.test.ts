import { validateView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { accountView } from '../features/account/account.view.js';
import { bookedView, bookFormModal, bookSlotsView } from '../features/book/book.view.js';
import { callConfirmView } from '../features/call/call.view.js';
import { contactView } from '../features/contact/contact.view.js';
import { extensionListView } from '../features/ext/ext.view.js';
import { switchView } from '../features/switch/switch.view.js';
import { voipView } from '../features/voip/voip.view.js';
import type { BudgetSnapshot } from '../limiter/account-budget.js';
import { actionIds } from './action-ids.js';
import { commandHelpView, helpView, parseErrorView } from './help.view.js';
import { errorView, positionView } from './notice.view.js';
import { account } from './view.fixture.js';
import { buttonsOf, expectValid, textOf } from './views.test-helpers.js';

describe('extensionListView', () => {
  it('shows the summary and lists offline extensions first', () => {
    const view = extensionListView(
      {
        success: true,
        count: 2,
        data: [
          {
            extension: 'SIP/201',
            internal_number: '201',
            description: 'Reception',
            status: 'ONLINE',
            is_online: true,
          },
          {
            extension: 'SIP/202',
            internal_number: '202',
            description: '',
            status: 'OFFLINE',
            is_online: false,
          },
        ],
        summary: { online: 1, offline: 1 },
      },
      1,
      'it',
    );
    expectValid(view);
    const text = textOf(view);
    expect(text).toContain(':large_green_circle: 1 online · :red_circle: 1 offline');
    expect(text.indexOf('*202*')).toBeLessThan(text.indexOf('*201* Reception — online'));
  });
});

describe('voipView', () => {
  it('shows the summary and the provider label', () => {
    const view = voipView(
      {
        success: true,
        count: 1,
        data: [
          {
            number: '0287654321',
            registered: true,
            provider: 'VIRTUAL',
            provider_label: 'Virtuale',
            username: 'u',
            sip_server: 's',
            description: 'Sede',
            note: '',
          },
        ],
        summary: { total: 1, registered: 1, unregistered: 0 },
      },
      1,
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain('*0287654321* Sede — registrato · Virtuale');
    expect(textOf(view)).toContain('1 numeri');
  });
});

describe('switch, contact, account', () => {
  it('switch', () => {
    const view = switchView(
      {
        id: 3,
        description: 'Chiusura ferie',
        activation: '*11',
        action: { type: 'hangup', target: null, label: 'Riaggancia' },
        status: 1,
        active: true,
      },
      'it',
    );
    expectValid(view);
    expect(textOf(view)).toContain(':large_green_circle: attivo');
    expect(textOf(view)).toContain('`*11`');
    expect(textOf(view)).toContain('Riaggancia');
  });

  it('contact, also after an update', () => {
    const contact = {
      id: 42,
      number: '0612345678',
      name: 'Studio Rossi',
      company: null,
      notes: 'dopo le 15',
    };
    expectValid(contactView(contact, 'it'));
    expect(JSON.stringify(contactView(contact, 'it').blocks)).toContain('*Azienda*\\nnessuno');
    expect(textOf(contactView(contact, 'it', true))).toContain('Contatto 42 aggiornato.');
  });

  it('account shows limits, server usage, the bot budget and waiting commands', () => {
    const budget = {
      accountId: 'main',
      at: 1000,
      limits: { perMinute: 20, perDay: 1000, source: 'server' },
      minute: {
        windowMs: 60_000,
        used: 5,
        remaining: 15,
        grants: [],
        background: 0,
        commandReserve: 10,
        nextFreeInMs: 0,
      },
      day: {
        date: '2025-06-02',
        timeZone: 'Europe/Rome',
        used: 121,
        remaining: 879,
        resetsAt: 2000,
        background: 0,
        backgroundLimit: 500,
      },
      blockedUntil: 31_000,
    } satisfies BudgetSnapshot;
    const view = accountView({ account: account(), budget, waiting: 4 }, 'it');
    expectValid(view);
    const text = textOf(view);
    for (const part of [
      'studio-rossi',
      '20 richieste al minuto · 1000 al giorno',
      'minuto 3/20 · giorno 120/1000',
      '15 richieste libere in questo minuto · 879 oggi',
      'bloccato dal server per altri 30 s',
      '4 comandi',
    ]) {
      expect(text).toContain(part);
    }
  });
});

describe('call confirmation', () => {
  it('asks before dialling, with a call and a cancel button', () => {
    const view = callConfirmView('06 1234 5678', '201', 'c-1', 'it');
    expectValid(view);
    expect(textOf(view)).toContain('Chiamare *06 1234 5678* dal tuo interno *201*?');
    expect(buttonsOf(view)).toEqual([
      expect.objectContaining({
        actionId: actionIds.callConfirm,
        value: JSON.stringify({ number: '06 1234 5678', confirmation: 'c-1' }),
      }),
      expect.objectContaining({ actionId: actionIds.callCancel }),
    ]);
  });
});

describe('booking', () => {
  const slot = (time: string) => ({
    date: '2025-06-10',
    time,
    end_time: '10:00',
    starts_at_utc: '2025-06-10T07:30:00Z',
    ends_at_utc: '2025-06-10T08:00:00Z',
    calendars: [{ slug: 'bianchi', remaining: 1 }],
  });
  const event = (kind: 'single' | 'choice', calendars: string[]) => ({
    slug: 'consulenza',
    name: 'Consulenza',
    duration_minutes: 30,
    kind,
    calendars,
    capacity: 1,
    min_notice_minutes: 0,
    horizon_days: 60,
  });
  const meta = { accountId: 'main', channelId: 'C1', locale: 'it' as const };

  it('lists free times', () => {
    const view = bookSlotsView('consulenza', '2025-06-10', [slot('09:30')], 'it');
    expectValid(view);
    expect(textOf(view)).toContain('09:30–10:00 · bianchi (1)');
    expect(textOf(bookSlotsView('x', '2025-06-10', [], 'en'))).toContain('No free time');
  });

  it('the form asks for type and date first, then times, calendar when the type needs one, name', () => {
    const first = bookFormModal({ events: [event('single', ['bianchi'])], date: '2025-06-10' }, 'it', meta);
    expect(validateView(first)).toEqual([]);
    expect(first.blocks.map((b) => b.block_id ?? b.type)).toEqual(['book_event', 'book_date', 'context']);

    const single = bookFormModal(
      {
        events: [event('single', ['bianchi'])],
        event: 'consulenza',
        date: '2025-06-10',
        slots: [slot('09:30')],
      },
      'it',
      meta,
    );
    expect(validateView(single)).toEqual([]);
    expect(JSON.stringify(single.blocks)).toContain('Orari liberi del 2025-06-10');
    expect(single.blocks.map((b) => b.block_id ?? b.type)).toEqual([
      'book_event',
      'book_date',
      'context',
      'book_time',
      'book_name',
      'book_phone',
      'book_notes',
    ]);

    const choice = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'consulenza',
        date: '2025-06-10',
        slots: Array.from({ length: 150 }, (_, i) =>
          slot(`${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`),
        ),
      },
      'it',
      meta,
    );
    expect(validateView(choice)).toEqual([]);
    expect(choice.blocks.map((b) => b.block_id)).toContain('book_calendar');
    expect(JSON.parse(choice.private_metadata!)).toEqual(meta);
  });

  it('a booking found again by its key says no double booking happened', () => {
    const booking = {
      id: 7,
      event: 'consulenza',
      calendar: 'bianchi',
      name: 'Mario Rossi',
      phone: null,
      email: null,
      notes: null,
      date: '2025-06-10',
      time: '09:30',
      end_time: '10:00',
      starts_at_utc: '2025-06-10T07:30:00Z',
      ends_at_utc: '2025-06-10T08:00:00Z',
      status: 'confirmed' as const,
      source: 'api' as const,
      created_by: 'slack',
      created_at: '2025-06-02T10:00:00Z',
    };
    expect(textOf(bookedView(booking, true, 'it'))).toContain(
      'Prenotato: *Mario Rossi* il 2025-06-10 alle 09:30 (bianchi).',
    );
    expect(textOf(bookedView(booking, false, 'it'))).toContain('nessuna prenotazione doppia');
  });
});

describe('help and errors', () => {
  it('help lists every command', () => {
    const view = helpView('it');
    expectValid(view);
    for (const c of [
      '/queue',
      '/blacklist',
      '/book',
      '/calls',
      '/ext',
      '/voip',
      '/switch',
      '/contact',
      '/call',
      '/pbx',
    ]) {
      expect(textOf(view)).toContain(c);
    }
    expect(textOf(commandHelpView('blacklist', 'en'))).toContain('a leading `^`');
  });

  it('a refused command says why (in the user language) and shows the usage', () => {
    const it_ = parseErrorView(
      'blacklist',
      {
        code: 'invalid_argument',
        argument: 'number',
        message: 'Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
      },
      'it',
    );
    expectValid(it_);
    expect(it_.text).toBe(
      ':warning: `numero`: Numero non valido: usa solo cifre (ammessi anche +, * e #), con prefisso ^ opzionale',
    );
    expect(textOf(it_)).toContain('/blacklist add <nome> <numero>');
    const en = parseErrorView(
      'blacklist',
      { code: 'invalid_argument', argument: 'number', message: 'Il campo number supera i 25 caratteri' },
      'en',
    );
    expect(en.text).toBe(':warning: `number`: The field number exceeds 25 characters');
  });

  it('errors are prefixed with :warning:, the place in line is in seconds', () => {
    expect(errorView('Coda non trovata', 'it').text).toBe(':warning: Coda non trovata');
    expect(positionView(3, 12_400, 'it').text).toContain('posizione 3, attesa stimata circa 13 s.');
    expect(positionView(40, 7_200_000, 'it').text).toContain('attesa stimata circa 120 minuti.');
    expect(positionView(2, 60_000, 'en').text).toContain('position 2, estimated wait about 60 s.');
  });
});
