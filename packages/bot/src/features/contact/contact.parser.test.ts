import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['contact', 'contact', '42', op({ type: 'contact.show', id: 42 })],
  ['contact #id', 'contact', '#42', op({ type: 'contact.show', id: 42 })],
  // the exchange reads contacts by id only: a name is looked up among the contacts already read
  ['contact by name', 'contact', 'Esposito', op({ type: 'contact.search', name: 'Esposito' })],
  ['contact by full name', 'contact', 'Laura De Luca', op({ type: 'contact.search', name: 'Laura De Luca' })],
  [
    'contact set with quotes',
    'contact',
    '42 set name="Studio Rossi" company=“Rossi & Associati” notes=\'richiamare dopo le 15\'',
    op({
      type: 'contact.set',
      id: 42,
      changes: { name: 'Studio Rossi', company: 'Rossi & Associati', notes: 'richiamare dopo le 15' },
    }),
  ],
  [
    'contact set number as people write it',
    'contact',
    '42 set number="+39 (06) 1234-5678"',
    op({ type: 'contact.set', id: 42, changes: { number: '+390612345678' } }),
  ],
  [
    'contact set without quotes',
    'contact',
    '42 set name=Studio Rossi company=Rossi Srl number=+39 06 1234 5678',
    op({
      type: 'contact.set',
      id: 42,
      changes: { name: 'Studio Rossi', company: 'Rossi Srl', number: '+390612345678' },
    }),
  ],
  [
    'contact set number, letters',
    'contact',
    '42 set number=rossi',
    invalid({ code: 'invalid_argument', argument: 'number' }),
  ],
  [
    'contact set clears company',
    'contact',
    '42 set company=""',
    op({ type: 'contact.set', id: 42, changes: { company: null } }),
  ],
  [
    'contact, escaped Slack text',
    'contact',
    '42 set company="Rossi &amp; Figli"',
    op({ type: 'contact.set', id: 42, changes: { company: 'Rossi & Figli' } }),
  ],
  [
    'contact, name too long',
    'contact',
    `42 set name=${'n'.repeat(81)}`,
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.fieldTooLong('name', 80) }),
  ],
  [
    'contact, empty name',
    'contact',
    '42 set name=""',
    invalid({ code: 'invalid_argument', argument: 'name' }),
  ],
  ['contact set nothing', 'contact', '42 set', invalid({ code: 'no_changes' })],
  [
    'contact, unknown word',
    'contact',
    '42 delete',
    invalid({ code: 'unexpected_argument', given: 'delete' }),
  ],
];

describe('/contact', () => {
  itParses(cases);
});
