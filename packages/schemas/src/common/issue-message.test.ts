import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { UpdateContactRequest } from '../resources/contact.schema.js';
import { OriginateRequest } from '../resources/originate.schema.js';
import { firstIssueMessage } from './issue-message.js';

function messageOf(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return firstIssueMessage(result.error);
}

describe('firstIssueMessage', () => {
  it.each([
    [
      'name too long',
      UpdateContactRequest,
      { name: 'x'.repeat(81) },
      'Il campo name supera gli 80 caratteri',
    ],
    [
      'company too long',
      UpdateContactRequest,
      { company: 'x'.repeat(51) },
      'Il campo company supera i 50 caratteri',
    ],
    [
      'notes too long',
      UpdateContactRequest,
      { notes: 'x'.repeat(256) },
      'Il campo notes supera i 255 caratteri',
    ],
    ['unknown field', UpdateContactRequest, { nome: 'x' }, 'Campo non ammesso: nome'],
    ['two unknown fields', UpdateContactRequest, { a: 1, b: 2 }, 'Campi non ammessi: a, b'],
    [
      'many unknown fields',
      UpdateContactRequest,
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])),
      'Campi non ammessi: f0, f1, f2 e altri 997',
    ],
    [
      'a very long unknown field, cut between code points',
      UpdateContactRequest,
      { [`${'x'.repeat(39)}😀${'y'.repeat(1000)}`]: 1 },
      `Campo non ammesso: ${'x'.repeat(39)}😀…`,
    ],
    ['wrong type', UpdateContactRequest, { name: 42 }, 'Valore non valido per il campo name'],
    [
      'originate missing',
      OriginateRequest,
      { extension: '201' },
      'Parametri mancanti: extension e number sono obbligatori',
    ],
    [
      'originate short',
      OriginateRequest,
      { extension: '201', number: '12-34' },
      'Numero non valido: servono almeno 6 cifre',
    ],
  ] as const)('%s', (_name, schema, input, want) => {
    expect(messageOf(schema, input)).toBe(want);
  });
});
