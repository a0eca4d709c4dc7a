import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { busyDay } from '../../work/charts/call-figures.fixture.js';
import { dayStats, periodStats } from '../../work/charts/call-figures.js';
import { queueStatsView, statsSummary, withWholeAccountNote } from './queue-stats.view.js';

const records = [
  { id: 1, calldate: '2026-11-20 09:10:00', status: 'answered' as const, total_duration: 300 },
  { id: 2, calldate: '2026-11-20 09:20:00', status: 'answered' as const, total_duration: 120 },
  { id: 3, calldate: '2026-11-20 09:30:00', status: 'abandoned' as const, total_duration: 95 },
  { id: 4, calldate: '2026-11-20 14:00:00', status: 'abandoned' as const, total_duration: 25 },
  { id: 5, calldate: '2026-11-20 14:05:00', status: 'not_answered' as const, total_duration: 0 },
];

describe('queueStatsView', () => {
  const f = dayStats(records, '2026-11-20');

  it('shows the chart from its file, the figures beside it, and the summary as text and alt text', () => {
    const view = queueStatsView(f, { fileId: 'F000000001' }, 'it');
    expectValid(view);
    const image = view.blocks.find((b) => b.type === 'image') as {
      slack_file: { id: string };
      alt_text: string;
    };
    expect(image.slack_file).toEqual({ id: 'F000000001' });
    expect(view.text).toBe(
      'Chiamate ricevute 20/11/2026: 5 entrate, 2 risposte, 2 abbandonate, 1 senza risposta; risposte sulle chiamate in coda 50%; attesa di chi ha riagganciato: media 1:00 min, massima 1:35 min; punta 09–10 (3 chiamate).',
    );
    expect(image.alt_text).toBe(view.text);
    const text = textOf(view);
    expect(text).toContain('Statistiche chiamate · 20/11/2026');
    expect(text).toContain('Lo storico non dice in quale coda');
  });

  it('writes Italian numbers on a busy day', () => {
    const busy = dayStats(busyDay('2026-11-20', 1234), '2026-11-20');
    const summary = statsSummary(busy, 'it');
    expect(summary).toContain('1.234 entrate');
    expect(summary).toMatch(/in coda \d+,\d%|in coda \d+%/);
  });

  it('still gives the summary when the chart could not be shown, and says so', () => {
    const view = queueStatsView(f, { missing: 'failed' }, 'it');
    expectValid(view);
    expect(view.blocks.some((b) => b.type === 'image')).toBe(false);
    expect(textOf(view)).toContain('Il grafico non è disponibile');
    expect(textOf(view)).toContain('5');
  });

  it('says there were no calls, without a chart', () => {
    const view = queueStatsView(dayStats([], '2026-11-20'), { missing: 'quiet' }, 'it');
    expectValid(view);
    expect(view.text).toBe('Nessuna chiamata ricevuta (20/11/2026).');
  });

  it('names the busiest day of a week, in English when asked', () => {
    const week = periodStats(records, ['2026-11-19', '2026-11-20']);
    const view = queueStatsView(week, { fileId: 'F1' }, 'en');
    expectValid(view);
    expect(textOf(view)).toContain('Busiest day');
    expect(view.text).toContain('peak Fri 20/11 (5 calls)');
    expect(textOf(view)).not.toMatch(/Chiamate|Risposte/);
  });
});

describe('withWholeAccountNote', () => {
  it('says, under the header, that the figures are the whole account’s and what to ask for the queue', () => {
    const view = withWholeAccountNote(
      queueStatsView(dayStats(records, '2026-11-20'), { fileId: 'F1' }, 'it'),
      'assistenza',
      'it',
    );
    expectValid(view);
    expect(view.blocks[1]).toMatchObject({ type: 'section' });
    expect(textOf(view)).toContain('non dice in quale coda');
    expect(textOf(view)).toContain('/queue assistenza');
    const en = textOf(
      withWholeAccountNote(
        queueStatsView(dayStats(records, '2026-11-20'), { fileId: 'F1' }, 'en'),
        'sales',
        'en',
      ),
    );
    expect(en).toContain("the whole account's, not only *sales*'s");
    expect(en).not.toContain('storico');
  });
});
