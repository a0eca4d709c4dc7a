import { describe, expect, it } from 'vitest';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { openApiSession } from '../testing/api-session.js';
import { forEachBackend } from '../testing/test-database.js';

const plain = (message: string) => ({ success: false, error: message });
const calendar = (code: string, message: string) => ({ success: false, error: { code, message } });
const booking = { event: 'visita', name: 'Anna Bianchi', date: '2025-06-03', time: '09:00' };

/**
 * Each refusal names the rule actually broken (issue 20): a value too long, of another type, over a maximum or
 * missing each say so, with the API's field name in backticks. The messages are written out here, not taken from
 * the catalog, so a change of wording shows.
 */
forEachBackend((ctx) => {
  const session = () => openApiSession(ctx.db, { calendar_enabled: true, ...officeFixture() });

  describe('plain envelope', () => {
    it.each<[string, string, string, unknown, string]>([
      [
        'page over its maximum',
        'GET',
        '/v1/calls/in?page=1000001',
        undefined,
        'Parametro `page` non valido: deve essere un intero tra 1 e 1.000.000',
      ],
      [
        'more than 100 numbers[]',
        'GET',
        `/v1/calls/in?${Array.from({ length: 101 }, (_, i) => `numbers[]=06${i}`).join('&')}`,
        undefined,
        'Il campo `numbers[]` ammette al massimo 100 valori',
      ],
      [
        'an extension of 81 characters in originate',
        'POST',
        '/v1/call/originate',
        { extension: 'x'.repeat(81), number: '0612345678' },
        'Il campo `extension` supera gli 80 caratteri',
      ],
      [
        'a blacklist name that is a number',
        'POST',
        '/v1/blacklists',
        { name: 123 },
        'Il campo `name` deve essere un testo',
      ],
      ['a blacklist name left out', 'POST', '/v1/blacklists', {}, 'Il campo `name` è obbligatorio'],
      [
        'an empty blacklist name',
        'POST',
        '/v1/blacklists',
        { name: '' },
        'Il campo `name` non può essere vuoto',
      ],
      [
        'a blacklist entry description that is not text',
        'POST',
        '/v1/blacklists/spam/numbers',
        { number: '0612345678', description: 7 },
        'Il campo `description` deve essere un testo',
      ],
    ])('%s', async (_name, method, path, body, message) => {
      const api = await session();
      const res = await api.send(method, path, body);
      expect([res.status, res.body]).toEqual([400, plain(message)]);
    });
  });

  describe('calendar envelope: the required booking fields keep their codes, checked first', () => {
    it.each<[string, object, string, string]>([
      [
        'a null name',
        { ...booking, name: null },
        'missing_name',
        'Indica il nome della persona da prenotare (name)',
      ],
      [
        'a blank event and a name of another type',
        { ...booking, event: ' ', name: 5 },
        'missing_event',
        'Indica il tipo di appuntamento (event)',
      ],
      [
        'a date in another format',
        { ...booking, date: '03/06/2025' },
        'invalid_date',
        'Data non valida: usa il formato YYYY-MM-DD',
      ],
      [
        'a padded time',
        { ...booking, time: ' 09:00' },
        'invalid_time',
        'Orario non valido: usa il formato HH:MM (24 ore)',
      ],
      [
        'a name that is a number',
        { ...booking, name: 5 },
        'invalid_request',
        'Il campo `name` deve essere un testo',
      ],
    ])('%s', async (_name, body, code, message) => {
      const api = await session();
      const res = await api.post('/v1/calendar/bookings', body);
      expect([res.status, res.body]).toEqual([422, calendar(code, message)]);
    });
  });
});
