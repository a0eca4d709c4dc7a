import { describe, expect, it } from 'vitest';
import { actionIds } from '../../slack/views/action-ids.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import type { EntryWrite } from './blacklist.schema.js';
import { entryConfirmView } from './blacklist-confirm.view.js';

const add = (number: string, description?: string): EntryWrite => ({
  type: 'blacklist.add',
  name: 'spam',
  number,
  ...(description === undefined ? {} : { description }),
});

describe('entryConfirmView', () => {
  it.each([
    {
      name: 'an ambiguous split: each reading, one button each, a hint about quotes',
      reason: 'ambiguous' as const,
      choices: [add('0212345678', '99'), add('021234567899')],
      locale: 'it' as const,
      lines: ['`0212345678`, descrizione «99»', '`021234567899`, senza descrizione', 'tra virgolette'],
      buttons: ['Salva 0212345678', 'Salva 021234567899', 'Annulla'],
    },
    {
      name: 'a short prefix: what it blocks',
      reason: 'broad' as const,
      choices: [add('^39')],
      locale: 'it' as const,
      lines: ['`^39` blocca *ogni* numero che inizia con 39', 'Confermi?'],
      buttons: ['Salva ^39', 'Annulla'],
    },
    {
      name: 'a short number, singular digit',
      reason: 'broad' as const,
      choices: [add('1')],
      locale: 'it' as const,
      lines: ['`1` ha solo 1 cifra'],
      buttons: ['Salva 1', 'Annulla'],
    },
    {
      name: 'English',
      reason: 'broad' as const,
      choices: [add('12')],
      locale: 'en' as const,
      lines: ['`12` has only 2 digits', 'Confirm?'],
      buttons: ['Save 12', 'Cancel'],
    },
  ])('$name', ({ reason, choices, locale, lines, buttons }) => {
    const view = entryConfirmView(reason, choices, 'c-1', locale);
    expectValid(view);
    for (const line of lines) expect(textOf(view)).toContain(line);
    const shown = buttonsOf(view);
    expect(shown.map((b) => b.text)).toEqual(buttons);
    expect(shown.at(-1)?.actionId).toBe(actionIds.callCancel);
    const values = shown.slice(0, -1).map((b) => JSON.parse(b.value));
    expect(values).toEqual(choices.map((operation) => ({ operation, confirmation: 'c-1' })));
  });
});
