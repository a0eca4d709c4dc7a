import { ApiError } from '../app/api-error.js';
import { addDays, daysBetween, localInstant } from './local-date.js';

/** A span of local days, both included, and the instants it covers `[start, end)`. */
export interface LocalDateRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** Local days `from`…`to` as instants: from the first day's midnight to the midnight after the last day. */
export function dateRange(from: string, to: string, timeZone: string): LocalDateRange {
  return {
    from,
    to,
    start: localInstant(from, '00:00', timeZone),
    end: localInstant(addDays(to, 1), '00:00', timeZone),
  };
}

/**
 * Resolves optional `from`/`to` query dates: `from` defaults to `today`, `to` to `from + defaultSpanDays`.
 * `to` before `from`, or a span over `maxDays` days (both included), is a 422 `invalid_request` naming the limit.
 */
export function resolveDateRange(
  query: { from?: string | undefined; to?: string | undefined },
  options: { today: string; timeZone: string; defaultSpanDays: number; maxDays: number },
): LocalDateRange {
  const from = query.from ?? options.today;
  const to = query.to ?? addDays(from, options.defaultSpanDays);
  const span = daysBetween(from, to);
  if (span < 0) {
    throw new ApiError(422, 'Intervallo non valido: la data to non può precedere from', {
      code: 'invalid_request',
    });
  }
  if (span + 1 > options.maxDays) {
    throw new ApiError(422, `Intervallo troppo lungo: al massimo ${options.maxDays} giorni tra from e to`, {
      code: 'invalid_request',
    });
  }
  return dateRange(from, to, options.timeZone);
}
