import { describe, expect, it } from 'vitest';
import { type CardEvent, type CardState, type TransitionInput, transition } from './card-transition.js';

const CLEAR = 30_000;
const T = 1_000_000;
const open = (overrides: Partial<CardState> = {}): CardState => ({
  status: 'open',
  level: 'warning',
  since: T - 60_000,
  ...overrides,
});

const cases: [
  string,
  Omit<TransitionInput, 'clearAfterMs'>,
  Partial<CardState> | undefined,
  CardEvent | undefined,
][] = [
  ['nothing, nothing', { prev: undefined, desired: null, now: T, muted: false }, undefined, undefined],
  [
    'fires at once',
    { prev: undefined, desired: 'warning', now: T, muted: false },
    { status: 'open', level: 'warning', since: T },
    'fired',
  ],
  [
    'fires straight to critical',
    { prev: undefined, desired: 'critical', now: T, muted: false },
    { level: 'critical', criticalSince: T },
    'fired',
  ],
  ['muted: no new card', { prev: undefined, desired: 'critical', now: T, muted: true }, undefined, undefined],
  [
    'a resolved card is a new card',
    { prev: open({ status: 'resolved' }), desired: 'warning', now: T, muted: false },
    { since: T },
    'fired',
  ],
  [
    'stays',
    { prev: open(), desired: 'warning', now: T, muted: false },
    { level: 'warning', since: T - 60_000 },
    undefined,
  ],
  [
    'first quiet poll starts the clock',
    { prev: open(), desired: null, now: T, muted: false },
    { status: 'open', clearingSince: T },
    undefined,
  ],
  [
    'quiet, not long enough',
    { prev: open({ clearingSince: T - CLEAR + 1 }), desired: null, now: T, muted: false },
    { status: 'open' },
    undefined,
  ],
  [
    'quiet long enough: resolved',
    { prev: open({ clearingSince: T - CLEAR }), desired: null, now: T, muted: false },
    { status: 'resolved', resolvedAt: T },
    'resolved',
  ],
  [
    'the condition back: the clock restarts',
    { prev: open({ clearingSince: T - 20_000 }), desired: 'warning', now: T, muted: false },
    { clearingSince: undefined },
    undefined,
  ],
  [
    'escalates at once (also when muted: the card shows it)',
    { prev: open(), desired: 'critical', now: T, muted: true },
    { level: 'critical', criticalSince: T },
    'escalated',
  ],
  [
    'critical → warning waits like a resolution',
    { prev: open({ level: 'critical' }), desired: 'warning', now: T, muted: false },
    { level: 'critical', downgradeSince: T },
    undefined,
  ],
  [
    'critical → warning after the hysteresis',
    {
      prev: open({ level: 'critical', downgradeSince: T - CLEAR }),
      desired: 'warning',
      now: T,
      muted: false,
    },
    { level: 'warning', downgradeSince: undefined },
    'downgraded',
  ],
  [
    'critical again cancels the downgrade',
    {
      prev: open({ level: 'critical', downgradeSince: T - 1000 }),
      desired: 'critical',
      now: T,
      muted: false,
    },
    { level: 'critical', downgradeSince: undefined },
    undefined,
  ],
  [
    'a muted open card still resolves',
    { prev: open({ clearingSince: T - CLEAR }), desired: null, now: T, muted: true },
    { status: 'resolved' },
    'resolved',
  ],
];

describe('card transition', () => {
  it.each(cases)('%s', (_name, input, next, event) => {
    const step = transition({ ...input, clearAfterMs: CLEAR });
    expect(step.event).toBe(event);
    if (next === undefined) expect(step.next).toBeUndefined();
    else expect(step.next).toMatchObject(next);
  });

  it('a value hovering at the threshold (polled every 10 s) keeps one card, resolved once when it settles', () => {
    const levels = ['warning', null, 'warning', null, null, 'warning', null, null, null, null] as const;
    let card: CardState | undefined;
    const events: CardEvent[] = [];
    levels.forEach((desired, i) => {
      const step = transition({
        prev: card,
        desired,
        now: T + i * 10_000,
        clearAfterMs: CLEAR,
        muted: false,
      });
      card = step.next;
      if (step.event) events.push(step.event);
    });
    expect(events).toEqual(['fired', 'resolved']);
  });
});
