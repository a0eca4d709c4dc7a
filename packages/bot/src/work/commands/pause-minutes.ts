import { fail, noMoreThan, required } from './parse-helpers.js';

/**
 * `pause <minutes>` as people write it: `15`, `15m`, `15 min`, `15 minuti` (0 resumes). Minutes that are none or
 * over `max` are refused by the caller's own `bad` (it words them); a unit that is not one, as an unexpected word.
 */
export function readPauseMinutes(
  tokens: readonly string[],
  max: number,
  bad: (given: string) => never,
): number {
  const given = required(tokens, 1, 'minutes');
  const m = /^(\d{1,5})\s*(m|min|minuti|minutes)?$/i.exec(given);
  const unit = tokens[2];
  const unitOk = unit === undefined || (!m?.[2] && /^(m|min|minuti|minutes)$/i.test(unit));
  const minutes = m ? Number(m[1]) : Number.NaN;
  if (!m || minutes > max) bad(given);
  if (!unitOk) fail({ code: 'unexpected_argument', given: unit ?? '' });
  noMoreThan(tokens, 3);
  return minutes;
}
