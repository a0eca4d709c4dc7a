import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateBlacklistRequest } from '../resources/blacklist.schema.js';
import { CreateBookingRequest } from '../resources/calendar.schema.js';
import { InboundCallsQuery } from '../resources/calls.schema.js';
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
      'Il campo `name` supera gli 80 caratteri',
    ],
    [
      'company too long',
      UpdateContactRequest,
      { company: 'x'.repeat(51) },
      'Il campo `company` supera i 50 caratteri',
    ],
    [
      'notes too long',
      UpdateContactRequest,
      { notes: 'x'.repeat(256) },
      'Il campo `notes` supera i 255 caratteri',
    ],
    ['unknown field', UpdateContactRequest, { nome: 'x' }, 'Campo non ammesso: `nome`'],
    ['two unknown fields', UpdateContactRequest, { a: 1, b: 2 }, 'Campi non ammessi: `a`, `b`'],
    [
      'many unknown fields',
      UpdateContactRequest,
      Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, i])),
      'Campi non ammessi: `f0`, `f1`, `f2` e altri 997',
    ],
    [
      'a very long unknown field, cut between code points',
      UpdateContactRequest,
      { [`${'x'.repeat(39)}😀${'y'.repeat(1000)}`]: 1 },
      `Campo non ammesso: \`${'x'.repeat(39)}😀…\``,
    ],
    // wrong type, missing, empty: each named as what it is
    ['wrong type', UpdateContactRequest, { name: 42 }, 'Il campo `name` deve essere un testo'],
    [
      'wrong type, nullable field',
      UpdateContactRequest,
      { notes: 42 },
      'Il campo `notes` deve essere un testo',
    ],
    ['blank name', UpdateContactRequest, { name: '   ' }, 'Il campo `name` non può essere vuoto'],
    [
      'blacklist name of another type',
      CreateBlacklistRequest,
      { name: 123 },
      'Il campo `name` deve essere un testo',
    ],
    ['blacklist name missing', CreateBlacklistRequest, {}, 'Il campo `name` è obbligatorio'],
    ['blacklist name empty', CreateBlacklistRequest, { name: '' }, 'Il campo `name` non può essere vuoto'],
    [
      'body not an object',
      CreateBlacklistRequest,
      [],
      'Corpo della richiesta non valido: atteso un oggetto JSON',
    ],
    // originate: missing is the vendor's message; too long and wrong type say so
    [
      'originate missing',
      OriginateRequest,
      { extension: '201' },
      'Parametri mancanti: extension e number sono obbligatori',
    ],
    [
      'originate blank',
      OriginateRequest,
      { extension: ' ', number: '0612345678' },
      'Parametri mancanti: extension e number sono obbligatori',
    ],
    [
      'originate extension too long',
      OriginateRequest,
      { extension: 'x'.repeat(81), number: '0612345678' },
      'Il campo `extension` supera gli 80 caratteri',
    ],
    [
      'originate number of another type',
      OriginateRequest,
      { extension: '201', number: 612345678 },
      'Il campo `number` deve essere un testo',
    ],
    [
      'originate short',
      OriginateRequest,
      { extension: '201', number: '12-34' },
      'Numero non valido: servono almeno 6 cifre',
    ],
    // query: the whole rule of page and limit, the limit of an array
    [
      'page over the maximum',
      InboundCallsQuery,
      { page: '1000001' },
      'Parametro `page` non valido: deve essere un intero tra 1 e 1.000.000',
    ],
    [
      'page zero',
      InboundCallsQuery,
      { page: '0' },
      'Parametro `page` non valido: deve essere un intero tra 1 e 1.000.000',
    ],
    [
      'limit over 500',
      InboundCallsQuery,
      { limit: '501' },
      'Parametro `limit` non valido: deve essere un intero tra 1 e 500',
    ],
    [
      'too many numbers[]',
      InboundCallsQuery,
      { 'numbers[]': Array.from({ length: 101 }, (_, i) => String(i)) },
      'Il campo `numbers[]` ammette al massimo 100 valori',
    ],
    // booking: the schema states what the server checks first (missing_*, invalid_date/time have their codes)
    [
      'booking name of another type',
      CreateBookingRequest,
      { event: 'a', name: 5, date: '2026-03-16', time: '09:30' },
      'Il campo `name` deve essere un testo',
    ],
    [
      'booking date pattern',
      CreateBookingRequest,
      { event: 'a', name: 'b', date: '16/03/2026', time: '09:30' },
      'Data non valida: usa il formato YYYY-MM-DD',
    ],
  ] as const)('%s', (_name, schema, input, want) => {
    expect(messageOf(schema, input)).toBe(want);
  });
});
