import { describe, expect, it } from 'vitest';
import type { ParseFailure } from '../../work/commands/parse-helpers.js';
import { parseBookingSpec } from './booking-command.parser.js';

const issueOf = (tokens: string[]) => {
  try {
    parseBookingSpec(tokens);
  } catch (error) {
    return (error as ParseFailure).error;
  }
  return undefined;
};

describe('parseBookingSpec', () => {
  it('reads calendars in any case, once each, with hours and days', () => {
    expect(parseBookingSpec([])).toEqual({ calendars: [] });
    expect(parseBookingSpec(['Bianchi', 'rossi', 'BIANCHI', 'hours=08:00-18:00', 'giorni=lun-ven'])).toEqual({
      calendars: ['bianchi', 'rossi'],
      hours: { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
    });
  });

  it('refuses what is not a calendar or a known option', () => {
    expect(issueOf(['dr.bianchi'])).toMatchObject({ issue: { kind: 'bad_token', given: 'dr.bianchi' } });
    expect(issueOf(['color=blue'])).toMatchObject({ issue: { kind: 'bad_token' } });
    expect(issueOf(['hours=8'])).toMatchObject({ issue: { kind: 'bad_hours' } });
    expect(issueOf(Array.from({ length: 11 }, (_, i) => `c${i}`))).toMatchObject({
      issue: { kind: 'too_many_calendars', max: 10 },
    });
  });
});
