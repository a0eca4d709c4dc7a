import { describe, expect, it } from 'vitest';
import { messageChanges, messageTitle } from './message-changes.js';

const mrkdwn = (text: string) => ({ type: 'mrkdwn', text });
const version = (fields: Record<string, string>, lines: string[], notes: string[] = []) => ({
  text: 'fallback',
  blocks: [
    { type: 'header', text: { type: 'plain_text', text: 'Coda assistenza' } },
    { type: 'section', fields: Object.entries(fields).map(([k, v]) => mrkdwn(`*${k}*\n${v}`)) },
    ...lines.map((l) => ({ type: 'section', text: mrkdwn(l) })),
    ...(notes.length > 0 ? [{ type: 'context', elements: notes.map(mrkdwn) }] : []),
  ],
});

describe('messageChanges', () => {
  it.each([
    [
      'a field that changed, a line that grew, times that moved',
      version({ 'In attesa': '2' }, ['1. 333 — attende da 00:40'], ['dati letti alle 10:30:00']),
      version({ 'In attesa': '3' }, ['1. 333 — attende da 00:52'], ['dati letti alle 10:30:12']),
      ['In attesa 2 → 3', '1. 333 — attende da 00:40 → 00:52'],
    ],
    [
      'only the parts of a list-like field that changed',
      version({ Operatori: '3 operatori: 3 liberi · 0 in chiamata · 0 in pausa' }, []),
      version({ Operatori: '3 operatori: 1 libero · 2 in chiamata · 0 in pausa' }, []),
      ['Operatori 3 operatori: 3 liberi → 1 libero, 0 in chiamata → 2 in chiamata'],
    ],
    [
      'a line added and one removed; a mention that is no longer repeated is not a change',
      version({}, ['<!here>', 'Perché: 2 in attesa']),
      version({}, ['Preso in carico da <@U0ALICE01>']),
      ['+ Preso in carico da @alice', '− Perché: 2 in attesa'],
    ],
    [
      'nothing but the time read',
      version({}, [], ['letti alle 10:30']),
      version({}, [], ['letti alle 10:31']),
      [],
    ],
  ])('%s', (_name, before, after, changes) => {
    expect(
      messageChanges(before, after, { user: (id) => (id === 'U0ALICE01' ? 'alice' : undefined) }),
    ).toEqual(changes);
  });

  it('the title is the header, or the first line of a message without one', () => {
    expect(messageTitle(version({}, ['x']))).toBe('Coda assistenza');
    expect(messageTitle({ text: 'Solo testo\nseconda riga' })).toBe('Solo testo');
  });
});
