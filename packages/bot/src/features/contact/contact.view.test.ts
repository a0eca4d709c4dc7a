import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { contactView } from './contact.view.js';

describe('contactView', () => {
  it('contact, also after an update', () => {
    const contact = {
      id: 42,
      number: '0612345678',
      name: 'Studio Rossi',
      company: null,
      notes: 'dopo le 15',
    };
    expectValid(contactView(contact, 'it'));
    expect(JSON.stringify(contactView(contact, 'it').blocks)).toContain('*Azienda*\\n—');
    expect(textOf(contactView(contact, 'it', true))).toContain('Contatto 42 aggiornato.');
  });
});
