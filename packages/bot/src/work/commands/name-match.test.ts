import { describe, expect, it } from 'vitest';
import { foldName, matchName } from './name-match.js';

const queues = ['assistenza', 'vendite', 'amministrazione', 'Assistenza Clienti', 'ufficio-tecnico'];
const find = (typed: string) => matchName(typed, queues, (q) => [q]);

describe('matchName', () => {
  it.each([
    ['assistenza', { kind: 'found', item: 'assistenza' }],
    ['Vendite', { kind: 'found', item: 'vendite' }],
    ['VENDITE', { kind: 'found', item: 'vendite' }],
    ['Amministrazióne', { kind: 'found', item: 'amministrazione' }],
    ['assistenza clienti', { kind: 'found', item: 'Assistenza Clienti' }],
    ['Ufficio Tecnico', { kind: 'found', item: 'ufficio-tecnico' }],
    ['vend', { kind: 'found', item: 'vendite' }],
    ['ass', { kind: 'ambiguous', items: ['assistenza', 'Assistenza Clienti'] }],
    ['ve', { kind: 'none' }],
    ['tecnico', { kind: 'found', item: 'ufficio-tecnico' }],
    ['clienti', { kind: 'found', item: 'Assistenza Clienti' }],
    ['magazzino', { kind: 'none' }],
    ['   ', { kind: 'none' }],
  ])('%j → %j', (typed, want) => {
    expect(find(typed)).toEqual(want);
  });

  it('an exact spelling wins over a folded one', () => {
    expect(matchName('Assistenza', ['Assistenza', 'assistenza'], (q) => [q])).toEqual({
      kind: 'found',
      item: 'Assistenza',
    });
    expect(matchName('ASSISTENZA', ['Assistenza', 'assistenza'], (q) => [q]).kind).toBe('ambiguous');
  });

  it('matches any of an item’s names (slug or display name)', () => {
    const events = [
      { slug: 'consulenza', name: 'Consulenza' },
      { slug: 'prima-visita', name: 'Prima visita' },
      { slug: 'visita-ctrl', name: 'Visita di controllo' },
    ];
    const byName = (typed: string) => matchName(typed, events, (e) => [e.slug, e.name]);
    expect(byName('Prima Visita')).toMatchObject({ kind: 'found', item: { slug: 'prima-visita' } });
    expect(byName('visita di controllo')).toMatchObject({ kind: 'found', item: { slug: 'visita-ctrl' } });
    expect(byName('Visita')).toMatchObject({ kind: 'found', item: { slug: 'visita-ctrl' } });
    expect(byName('controllo')).toMatchObject({ kind: 'found', item: { slug: 'visita-ctrl' } });
    expect(byName('visita').kind).toBe('found');
    expect(byName('vis').kind).toBe('found');
    const doctors = [
      { slug: 'dott-bianchi', name: 'Dott.ssa Bianchi' },
      { slug: 'dott-verdi', name: 'Dott. Verdi' },
    ];
    const doctor = (typed: string) => matchName(typed, doctors, (d) => [d.slug, d.name]);
    expect(doctor('bianchi')).toMatchObject({ kind: 'found', item: { slug: 'dott-bianchi' } });
    expect(doctor('Verdi')).toMatchObject({ kind: 'found', item: { slug: 'dott-verdi' } });
    expect(doctor('dott').kind).toBe('ambiguous');
  });

  it('folds case, accents and separators', () => {
    expect(foldName('  Città_del-Vaticano ')).toBe('citta del vaticano');
  });
});
