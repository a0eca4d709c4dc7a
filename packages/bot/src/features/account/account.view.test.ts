import { describe, expect, it } from 'vitest';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { account } from '../../slack/views/view.fixture.js';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { accountView } from './account.view.js';

describe('accountView', () => {
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
    // one field a line, label first: a layout a person can scan
    const lines = text.split('\n').map((line) => line.trim());
    for (const label of [
      'Chiave API',
      'Limiti',
      'Consumo (dal server)',
      'Budget del bot',
      'Comandi in attesa',
    ])
      expect(lines.some((line) => line.startsWith(`*${label}*: `))).toBe(true);
    expect(lines).toContain('*Comandi in attesa*: 4 comandi');
    const rows = [
      { label: 'Avvisi delle code', value: () => '1 avviso · ogni 20 s\noggi 1 di 400 richieste' },
    ];
    const withRows = textOf(accountView({ account: account(), budget, waiting: 0, rows }, 'it'));
    expect(withRows).toContain('*Avvisi delle code*: 1 avviso · ogni 20 s\n');
    expect(withRows).toMatch(/\n\s+oggi 1 di 400 richieste/);
    expect(withRows).toContain('*Comandi in attesa*: nessuno');
  });
});
