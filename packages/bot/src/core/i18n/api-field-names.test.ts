import { messages } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { fieldMessage } from './catalog.js';

/** The API's Italian messages as the bot shows them: fields named as the commands name them. */
describe('fieldMessage', () => {
  it.each([
    ['it', messages.requiredField('name'), 'Il campo nome è obbligatorio'],
    ['it', messages.fieldTooLong('description', 100), 'Il campo descrizione supera i 100 caratteri'],
    ['it', messages.invalidField('company'), 'Valore non valido per il campo azienda'],
    ['it', messages.unknownField('colour'), 'Campo non ammesso: `colour`'],
    ['it', messages.invalidPage, 'Parametro pagina non valido: deve essere un intero tra 1 e 1.000.000'],
    ['it', 'Indica il nome della persona da prenotare (name)', 'Indica il nome della persona da prenotare'],
    ['it', 'Il campo `name` deve essere un testo', 'Il campo nome deve essere un testo'],
    ['it', 'Indica il nome della persona da prenotare (`name`)', 'Indica il nome della persona da prenotare'],
    ['it', messages.invalidDate, 'Data non valida: usa il formato AAAA-MM-GG'],
    ['it', messages.blacklistNameInvalid, expect.stringContaining('lettere senza accento (a-z, A-Z)')],
    ['en', messages.requiredField('name'), 'The field `name` is required'],
    ['en', messages.blacklistNameInvalid, expect.stringContaining('unaccented letters (a-z, A-Z)')],
  ] as const)('%s: %s', (locale, message, want) => {
    expect(fieldMessage(message, locale)).toEqual(want);
  });
});
