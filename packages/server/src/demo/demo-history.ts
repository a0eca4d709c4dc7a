import type { AccountFixtureInput } from '@centralino/schemas';
import { zonedParts } from '@centralino/schemas';
import { demoContacts, demoExtensions, demoVoipNumbers } from './demo-directory.js';
import { type SeededRandom, seededRandom, seedFrom } from './seeded-random.js';

type FixtureCall = NonNullable<AccountFixtureInput['calls']>[number];

/** How many days of history, today included. */
export const DEMO_HISTORY_DAYS = 21;

const QUEUES = [
  { name: 'assistenza', weight: 0.5 },
  { name: 'vendite', weight: 0.35 },
  { name: 'amministrazione', weight: 0.15 },
] as const;

/** The main number and the second line. */
const [MAIN_LINE, SECOND_LINE] = [demoVoipNumbers[0]!, demoVoipNumbers[1]!];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Three weeks of inbound and outbound calls up to `now` (local time of `timeZone`), busy on weekdays, quiet on
 * Saturday morning, none on Sunday; most inbound calls go through a queue with a realistic wait. Each day is
 * generated from a seed derived from its date, so the history of a given day never changes between restarts.
 */
export function demoHistory(now: Date, timeZone: string): FixtureCall[] {
  const today = zonedParts(now, timeZone);
  const nowSeconds = today.hour * 3600 + today.minute * 60 + today.second;
  const calls: FixtureCall[] = [];
  for (let back = DEMO_HISTORY_DAYS - 1; back >= 0; back--) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day - back));
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const weekday = day.getUTCDay(); // 0 = Sunday
    if (weekday === 0) continue;
    const random = seededRandom(seedFrom(`studio-demo ${date}`));
    const saturday = weekday === 6;
    const inbound = saturday ? random.int(3, 8) : random.int(22, 40);
    const outbound = saturday ? random.int(0, 3) : random.int(10, 20);
    const dayCalls: ({ seconds: number } & DrawnCall)[] = [];
    for (let i = 0; i < inbound; i++) {
      const seconds = officeSecond(random, saturday);
      dayCalls.push({ seconds, ...inboundCall(random) });
    }
    for (let i = 0; i < outbound; i++) {
      const seconds = officeSecond(random, saturday);
      dayCalls.push({ seconds, ...outboundCall(random) });
    }
    // Today: only the calls already over (a call still in progress is not in the history).
    dayCalls
      .filter(({ seconds, durationSeconds }) => back > 0 || seconds + durationSeconds <= nowSeconds)
      .sort((a, b) => a.seconds - b.seconds)
      .forEach(({ seconds, call }) => {
        calls.push(
          call(
            `${date} ${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`,
          ),
        );
      });
  }
  return calls;
}

/** A second of the day within office hours (9–13 and 14–18; Saturday 9–12:30). */
function officeSecond(random: SeededRandom, saturday: boolean): number {
  if (saturday) return random.int(9 * 3600, 12 * 3600 + 1800);
  return random.chance(0.55) ? random.int(9 * 3600, 13 * 3600 - 1) : random.int(14 * 3600, 18 * 3600 - 1);
}

function pickQueue(random: SeededRandom): string {
  let r = random.next();
  for (const queue of QUEUES) {
    if (r < queue.weight) return queue.name;
    r -= queue.weight;
  }
  return QUEUES[0].name;
}

/** A caller: a known contact (40 %) or an unknown mobile or landline. */
function caller(random: SeededRandom): { number: string; name: string } {
  if (random.chance(0.4)) {
    // The first contacts call more often.
    const contact =
      demoContacts[Math.min(random.int(0, demoContacts.length - 1), random.int(0, demoContacts.length - 1))]!;
    return { number: contact.number, name: contact.name };
  }
  const mobile = random.chance(0.6);
  const number = mobile
    ? `3${random.int(20, 49)}${random.int(1_000_000, 9_999_999)}`
    : `0${random.pick(['2', '6', '11', '51', '55', '81'])}${random.int(1_000_000, 9_999_999)}`;
  return { number, name: '' };
}

/** A call drawn before its time of day is known: its length, and the record once the time is given. */
interface DrawnCall {
  durationSeconds: number;
  call: (calldate: string) => FixtureCall;
}

function inboundCall(random: SeededRandom): DrawnCall {
  const from = caller(random);
  const destination = random.chance(0.6) ? MAIN_LINE.number : random.pick(demoVoipNumbers.slice(1, 4)).number;
  const viaQueue = random.chance(0.75);
  const queue = viaQueue ? pickQueue(random) : undefined;
  const roll = random.next();
  const status = viaQueue
    ? roll < 0.84
      ? 'answered'
      : 'abandoned'
    : roll < 0.85
      ? 'answered'
      : 'not_answered';
  const wait = viaQueue
    ? status === 'answered'
      ? random.int(3, random.chance(0.8) ? 45 : 150)
      : random.int(15, 200)
    : undefined;
  const talk = status === 'answered' ? random.int(25, random.chance(0.85) ? 420 : 1500) : 0;
  const ring = status === 'not_answered' ? random.int(15, 40) : 0;
  const legs = status === 'answered' ? random.int(2, 3) : 1;
  const durationSeconds = (wait ?? 0) + talk + ring;
  // Everything is drawn before the time is known, so a day's calls do not depend on how much of it has passed.
  return {
    durationSeconds,
    call: (calldate) => ({
      direction: 'inbound',
      calldate,
      caller_number: from.number,
      caller_id: from.name,
      destination,
      status,
      total_duration: durationSeconds,
      call_legs: legs,
      ...(queue === undefined ? {} : { queue, wait_seconds: wait }),
    }),
  };
}

const DIALLING = demoExtensions
  .filter((e) => e.outbound_provider !== 'DISABILITATE')
  .map((e) => e.internal_number);

function outboundCall(random: SeededRandom): DrawnCall {
  const to = caller(random);
  const roll = random.next();
  const disposition = roll < 0.7 ? 'ANSWERED' : roll < 0.88 ? 'NO ANSWER' : roll < 0.96 ? 'BUSY' : 'FAILED';
  const line = random.chance(0.8) ? MAIN_LINE : SECOND_LINE;
  const source = random.pick(DIALLING);
  const billsec = disposition === 'ANSWERED' ? random.int(20, random.chance(0.85) ? 480 : 1800) : 0;
  return {
    // The fixture records an outbound call as long as its billed part.
    durationSeconds: billsec,
    call: (calldate) => ({
      direction: 'outbound',
      calldate,
      caller_id: line.number,
      source,
      destination: to.number,
      billsec,
      disposition,
      provider: line.provider,
    }),
  };
}
