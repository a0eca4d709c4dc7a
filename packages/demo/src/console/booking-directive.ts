import type { AvailabilityResponse, SimBookingCreated, SimBookingRequest } from '@centralino/schemas';
import type { ConsoleDirective, DirectiveOutcome } from '@centralino/slack-sandbox';
import type { z } from 'zod';
import type { SimulatorAccess } from './caller-directive.js';
import { addDays, localDate } from './local-days.js';

/** The appointment type the AI agent books: the demo's `choice` event, on either doctor. */
const EVENT = 'consulenza';
/** From tomorrow, how many days are searched for a free time (tomorrow may be a Sunday, when nobody works). */
const SEARCH_DAYS = 7;
/** Callers of the AI agent, when the line names nobody. */
const NAMES = [
  'Anna Verdi',
  'Marco Esposito',
  'Chiara Romano',
  'Luca Ferrari',
  'Sara Colombo',
  'Paolo Ricci',
] as const;

type Slot = z.infer<typeof AvailabilityResponse>['data'][number];

/** What the directive needs: the simulator, the account's API key (free times), the exchange's time zone. */
export interface BookingDirectiveAccess extends SimulatorAccess {
  apiKey: string;
  timeZone: string;
}

/** "tomorrow", or the weekday and date of a later day. */
export function dayText(date: string, today: string): string {
  if (date === addDays(today, 1)) return 'tomorrow';
  const weekday = new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  return `${weekday} ${date}`;
}

/** The first bookable time of the event from tomorrow on, with its first free calendar. */
async function firstFreeSlot(
  access: BookingDirectiveAccess,
  from: string,
): Promise<{ slot: Slot; calendar: string } | { error: string }> {
  const to = addDays(from, SEARCH_DAYS - 1);
  const query = new URLSearchParams({ event: EVENT, from, to });
  const res = await fetch(`${access.baseUrl}/v1/calendar/availability?${query}`, {
    headers: { 'x-api-key': access.apiKey },
  });
  if (res.status !== 200)
    return { error: `The free times of ${EVENT} could not be read (HTTP ${res.status}): ${await why(res)}` };
  const { data } = (await res.json()) as z.infer<typeof AvailabilityResponse>;
  const slot = data.find((s) => s.calendars.length > 0);
  const calendar = slot?.calendars[0]?.slug;
  if (!slot || !calendar) return { error: `No free ${EVENT} time from ${from} to ${to}` };
  return { slot, calendar };
}

/**
 * `#booking [name…]`: the exchange's AI phone agent books tomorrow's first free `consulenza` (or the first day
 * after with one) for a caller (`POST /_sim/{context}/bookings`, `source: ai_agent`), as if someone had just
 * phoned: the bot hears of it only through the exchange's webhook, and posts its notice in #appuntamenti.
 */
export function bookingDirective(access: BookingDirectiveAccess): ConsoleDirective {
  return {
    usage: `#booking [name]  the AI agent books the first free ${EVENT} from tomorrow (the exchange's webhook tells the bot)`,
    async run(args, context): Promise<DirectiveOutcome> {
      const name = args.trim().replace(/\s+/g, ' ') || pick(NAMES);
      const today = localDate(new Date(), access.timeZone);
      const found = await firstFreeSlot(access, addDays(today, 1));
      if ('error' in found) return { errors: [found.error] };
      const body: z.input<typeof SimBookingRequest> = {
        source: 'ai_agent',
        event: EVENT,
        calendar: found.calendar,
        name,
        // a mobile number, as callers of the AI agent have
        phone: `34${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        date: found.slot.date,
        time: found.slot.time,
      };
      const res = await fetch(`${access.baseUrl}/_sim/${encodeURIComponent(access.context)}/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.status !== 201)
        return { errors: [`The exchange refused the booking (HTTP ${res.status}): ${await why(res)}`] };
      const { data: booking } = (await res.json()) as z.infer<typeof SimBookingCreated>;
      const line = `The AI agent booked ${booking.name}, ${booking.event} with ${booking.calendar}, ${dayText(booking.date, today)} ${booking.time}`;
      context.note(line);
      return { replies: [line] };
    },
  };
}

/** The exchange's reason for a refusal: the `error` of its JSON answer, else the answer as it came. */
async function why(res: Response): Promise<string> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : text;
  } catch {
    return text;
  }
}

function pick<T>(items: readonly [T, ...T[]]): T {
  return items[Math.floor(Math.random() * items.length)] ?? items[0];
}
