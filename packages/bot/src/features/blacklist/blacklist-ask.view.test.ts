import { describe, expect, it } from 'vitest';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { alreadyPresentView, blockWhomView, removeChoiceView } from './blacklist-ask.view.js';
import { blacklistActionIds } from './blacklist-ids.js';

const rossi = { id: 4, number: '0612345678', name: 'Studio Rossi', company: 'Rossi Srl' };
const add = { type: 'blacklist.add' as const, name: 'Spam', number: '0612345678' };

describe('blockWhomView', () => {
  it.each([
    {
      name: 'a contact, in Italian',
      number: '0612345678',
      people: { contacts: [rossi], own: [] },
      locale: 'it' as const,
      lines: [
        '`0612345678` è *Studio Rossi (Rossi Srl)*, un contatto della rubrica.',
        'nella blacklist *spam*?',
      ],
      button: 'Blocca comunque',
    },
    {
      name: 'an own number with its description, in English',
      number: '0287654321',
      people: { contacts: [], own: [{ number: '0287654321', description: 'Sede' }] },
      locale: 'en' as const,
      lines: [
        "`0287654321` is one of the office's numbers (VoIP number «Sede»).",
        'in the blacklist *spam*?',
      ],
      button: 'Block anyway',
    },
    {
      name: 'a prefix that covers many contacts: three named, the rest counted',
      number: '^06',
      people: {
        contacts: [1, 2, 3, 4, 5].map((i) => ({ id: i, number: `06000000${i}`, name: `C${i}` })),
        own: [],
      },
      locale: 'it' as const,
      lines: [
        '`^06` blocca anche contatti della rubrica: *C1* (060000001), *C2* (060000002), *C3* (060000003) e altri 2.',
      ],
      button: 'Blocca comunque',
    },
  ])('$name', ({ number, people, locale, lines, button }) => {
    const view = blockWhomView({ ...add, number }, 'spam', people, 'c-1', locale);
    expectValid(view);
    for (const line of lines) expect(textOf(view)).toContain(line);
    const [confirm, cancel] = buttonsOf(view);
    expect(confirm?.text).toBe(button);
    expect(confirm?.actionId.startsWith(blacklistActionIds.entryConfirm)).toBe(true);
    // the click writes to the blacklist as found, saying the user was told
    expect(JSON.parse(confirm!.value)).toEqual({
      operation: { type: 'blacklist.add', name: 'spam', number, confirmed: true },
      confirmation: 'c-1',
    });
    expect(cancel?.text).toBe(locale === 'it' ? 'Annulla' : 'Cancel');
  });

  it('escapes what the directory says', () => {
    const view = blockWhomView(
      add,
      'spam',
      { contacts: [{ ...rossi, name: '<!here> & co' }], own: [] },
      'c',
      'it',
    );
    expect(view.text).toContain('&lt;!here&gt; &amp; co');
    expect(view.text).not.toContain('<!here>');
  });
});

describe('alreadyPresentView', () => {
  it('says the number is there, and as which entry when known', () => {
    const known = alreadyPresentView(
      '3331234567',
      'spam',
      { id: 12, number: '+393331234567', description: null },
      'it',
    );
    expectValid(known);
    expect(known.text).toMatch(/^:warning: `3331234567` è già presente nella blacklist \*spam\*/);
    expect(known.text).toContain('È la voce 12, scritta `+393331234567`');
    const en = alreadyPresentView('3331234567', 'spam', undefined, 'en');
    expect(en.text).toBe(
      ':warning: `3331234567` is already in the blacklist *spam*: it was not added again.',
    );
  });
});

describe('removeChoiceView', () => {
  const entry = (id: number, number: string) => ({ id, number, description: null });

  it('one entry: what will be removed from where, "Rimuovi" or "Annulla"', () => {
    const view = removeChoiceView('spam', '3331234567', [entry(12, '+393331234567')], 'c-2', 'it');
    expectValid(view);
    expect(view.text).toBe('Rimuovere `+393331234567` (id 12) dalla blacklist *spam*?');
    const [remove, cancel] = buttonsOf(view);
    expect(remove?.text).toBe('Rimuovi');
    expect(JSON.parse(remove!.value)).toEqual({
      operation: { type: 'blacklist.remove', name: 'spam', id: 12 },
      confirmation: 'c-2',
    });
    expect(cancel?.text).toBe('Annulla');
  });

  it('several entries (written before they were one): one button each', () => {
    const view = removeChoiceView(
      'spam',
      '3331234567',
      [entry(3, '3331234567'), entry(9, '+393331234567')],
      'c',
      'en',
    );
    expectValid(view);
    expect(textOf(view)).toContain('Several entries of *spam* match');
    expect(buttonsOf(view).map((b) => b.text)).toEqual(['Remove id 3', 'Remove id 9', 'Cancel']);
    expect(new Set(buttonsOf(view).map((b) => b.actionId)).size).toBe(3);
  });

  it('none: said so, nothing to click', () => {
    const view = removeChoiceView('spam', '3331234567', [], 'c', 'it');
    expectValid(view);
    expect(view.text).toContain('`3331234567` non è nella blacklist *spam*');
    expect(buttonsOf(view)).toEqual([]);
  });
});
