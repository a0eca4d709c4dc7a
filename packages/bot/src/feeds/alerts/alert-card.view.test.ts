import { describe, expect, it } from 'vitest';
import { slackLimits } from '../../slack/views/blocks.js';
import { buttonsOf, expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { liveQueue, rule } from './alert.fixture.js';
import { alertCardView, alertReplyView } from './alert-card.view.js';
import { alertAddedView, alertListView, describeRule } from './alert-command.view.js';
import { contentHash, snapshotOf } from './apply-poll.js';
import type { CardData } from './card-store.js';

/** Monday 2 June 2025, 10:30 in Rome. */
const T = Date.UTC(2025, 5, 2, 8, 30);
const noMute = { pausedUntil: null, silence: null };

function card(overrides: Partial<CardData> = {}, waits: number[] = [75, 20], maxCallers = 10): CardData {
  const base = {
    id: 'c1',
    accountId: 'main',
    kind: 'queue' as const,
    channel: 'C0ALERTS1',
    queue: 'assistenza',
    status: 'open' as const,
    level: 'warning' as const,
    since: T - 120_000,
    met: ['waiting' as const],
    mentions: [],
    snapshot: snapshotOf(liveQueue('assistenza', waits, 0), T, maxCallers, T + 14_000),
    ...overrides,
  };
  return { ...base, contentHash: contentHash(base) };
}

const view = (
  data: CardData,
  extra: Partial<Parameters<typeof alertCardView>[0]> = {},
  locale: 'it' | 'en' = 'it',
) =>
  alertCardView(
    {
      data,
      ack: undefined,
      mute: noMute,
      timeZone: 'Europe/Rome',
      maxCallers: 10,
      withMentions: false,
      ...extra,
    },
    locale,
  );

describe('alert card view', () => {
  it('an open card: level, callers with their wait, members, since, and the three buttons', () => {
    const message = view(card());
    expectValid(message);
    const text = textOf(message);
    expect(text).toContain('Coda assistenza: chiamanti in attesa');
    expect(text).toContain('Avviso');
    expect(text).toContain('1. 3470000000 — attende da 1:15 min');
    expect(text).toContain('2. 3470000001 (Chiamante 1) — attende da 20 s');
    expect(text).toContain(
      '2 operatori: 0 liberi · 0 squillano · 1 in chiamata · 1 in pausa · 0 non raggiungibili',
    );
    expect(text).toContain('Dalle 10:28 · dati letti alle 10:30:00 · prossimo controllo alle 10:30:14');
    expect(message.text).toBe(':warning: Coda assistenza: chiamanti in attesa: 2 chiamanti in attesa');
    expect(buttonsOf(message).map((b) => [b.actionId, b.text])).toEqual([
      ['alert_ack', 'Preso in carico'],
      ['alert_silence:15', 'Silenzia 15 min'],
      ['alert_silence:60', 'Silenzia 60 min'],
    ]);
    expect(JSON.parse(buttonsOf(message)[0]!.value)).toEqual({ a: 'main', c: 'c1' });
  });

  it('a card counts each member once, from the members the exchange lists', () => {
    const queue = liveQueue('vendite', [30], 0);
    const base = {
      status_code: 6,
      paused: false,
      in_call: false,
      calls_taken: 0,
      last_call: null,
      penalty: 0,
    };
    queue.members = [
      { ...base, extension: '205', name: 'Anna', status: 'RINGING', callerid: '205', description: '' },
      {
        ...base,
        extension: '202',
        name: 'Bruno',
        status: 'AVAILABLE',
        status_code: 1,
        paused: true,
        callerid: '202',
        description: '',
      },
    ];
    const snapshot = snapshotOf(queue, T, 10);
    expect(snapshot.members).toMatchObject({ total: 2, free: 0, ringing: 1, paused: 1 });
    const text = textOf(view(card({ snapshot })));
    expect(text).toContain(
      '2 operatori: 0 liberi · 1 squilla · 0 in chiamata · 1 in pausa · 0 non raggiungibili',
    );
  });

  it('state, colour and text agree while hysteresis keeps a card open or critical', () => {
    const clearing = view(
      card({ level: 'critical', met: [], clearingSince: T - 30_000, mentions: ['here'] }, []),
      { withMentions: true },
    );
    expectValid(clearing);
    expect(textOf(clearing)).toContain(':large_green_circle: Coda assistenza: in rientro');
    expect(textOf(clearing)).toContain("Nessuna condizione dell'avviso vale dalle 10:29");
    expect(textOf(clearing)).not.toMatch(/Critico|critica|Avviso|<!here>/);
    const downgrading = view(card({ level: 'critical', met: ['waiting'], downgradeSince: T - 10_000 }));
    expect(textOf(downgrading)).toContain('Coda assistenza: chiamanti in attesa');
    expect(textOf(downgrading)).not.toMatch(/Critico|critica/);
  });

  it('many callers: the first N and "+K altri", within 50 blocks and 3000 characters a section', () => {
    const waits = Array.from({ length: 300 }, (_, i) => 600 - i);
    const data = card({ level: 'critical', met: ['waiting', 'wait'] }, waits, 40);
    const message = view(data, { maxCallers: 40 });
    expectValid(message);
    expect(message.blocks.length).toBeLessThanOrEqual(slackLimits.messageBlocks);
    for (const block of message.blocks) {
      if (block.type === 'section' && block.text) expect(block.text.text.length).toBeLessThanOrEqual(3000);
    }
    const text = textOf(message);
    expect(text).toContain('40. ');
    expect(text).not.toContain('41. ');
    expect(text).toContain('+260 altri');
    expect(text).toContain('situazione critica');
  });

  it('long caller names stay within the limits', () => {
    const data = card();
    data.snapshot!.callers = data.snapshot!.callers.map((c) => ({ ...c, name: 'x'.repeat(5000) }));
    expectValid(view(data));
  });

  it('the first post of a critical card mentions whom the rule says; later versions do not', () => {
    const data = card({ level: 'critical', mentions: ['@here', 'U0ALICE01', 'S0TEAM001'] });
    const first = view(data, { withMentions: true });
    expect(first.text.startsWith('<!here> <@U0ALICE01> <!subteam^S0TEAM001> :rotating_light:')).toBe(true);
    expect(view(data).text.startsWith(':rotating_light:')).toBe(true);
  });

  it('shows who took it, a silence and a pause', () => {
    const message = view(card(), {
      ack: { by: 'U0ALICE01', at: T - 60_000 },
      mute: { pausedUntil: T + 30 * 60_000, silence: { by: 'U0BOB0001', until: T + 15 * 60_000 } },
    });
    const text = textOf(message);
    expect(text).toContain('Preso in carico da');
    expect(
      message.blocks.some((b) => JSON.stringify(b).includes('Preso in carico da <@U0ALICE01> alle 10:29')),
    ).toBe(true);
    expect(JSON.stringify(message.blocks)).toContain('Silenziato da <@U0BOB0001> fino alle 10:45');
    expect(JSON.stringify(message.blocks)).toContain('Avvisi in pausa in questo canale fino alle 11:00');
  });

  it('resolved: title, time and duration, no buttons', () => {
    const message = view(card({ status: 'resolved', resolvedAt: T + 192_000 }), {
      ack: { by: 'U0ALICE01', at: T },
    });
    expectValid(message);
    expect(textOf(message)).toContain('Coda assistenza: risolto');
    expect(textOf(message)).toContain('Risolto alle 10:33 · durata 5 min 12 s');
    expect(buttonsOf(message)).toEqual([]);
  });

  it('the exchange card, open and resolved', () => {
    const open = view(card({ kind: 'exchange', queue: '', met: [], since: T }));
    expectValid(open);
    expect(textOf(open)).toContain('Centralino non raggiungibile');
    expect(textOf(open)).toContain('non risponde dalle 10:30');
    expect(buttonsOf(open).map((b) => b.actionId)).toEqual(['alert_ack']);
    const resolved = view(
      card({ kind: 'exchange', queue: '', status: 'resolved', since: T, resolvedAt: T + 90_000 }),
    );
    expect(textOf(resolved)).toContain('Non raggiungibile dalle 10:30 alle 10:31 (durata 1 min 30 s)');
  });

  it('English when configured', () => {
    const text = textOf(view(card(), {}, 'en'));
    expect(text).toContain('Queue assistenza: callers waiting');
    expect(text).toContain('waiting 1:15 min');
  });

  it('thread replies: escalation with mentions (none when muted), resolution with its duration', () => {
    const escalated = {
      kind: 'escalated' as const,
      mentions: ['@here', 'U0ALICE01'],
      met: ['waiting' as const, 'wait' as const],
      waiting: 6,
      longestWaitSeconds: 190,
    };
    expect(alertReplyView(escalated, 'it', { muted: false, kind: 'queue' }).text).toBe(
      '<!here> <@U0ALICE01> :rotating_light: Livello critico: 6 chiamanti in attesa · attesa più lunga 3:10 min',
    );
    expect(alertReplyView(escalated, 'it', { muted: true, kind: 'queue' }).text).not.toContain('<!here>');
    expect(
      alertReplyView({ kind: 'resolved', durationMs: 3_723_000 }, 'it', { muted: false, kind: 'queue' }).text,
    ).toBe(':white_check_mark: Risolto. Durata 1 h 2 min.');
  });
});

describe('alert command views', () => {
  const full = rule({
    id: 'r1a2b3',
    queue: 'assistenza',
    warning: { waiting: 3, waitSeconds: 120, noAgents: true },
    critical: { waiting: 6 },
    mention: ['@here', 'U0ALICE01'],
    hours: { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' },
  });

  it('describes a rule in one line', () => {
    expect(describeRule(full, 'it')).toBe(
      'coda *assistenza* · avviso: ≥ 3 in attesa o attesa ≥ 2 min o nessun operatore libero o che squilla e un chiamante in attesa da almeno 10 s · critico: ≥ 6 in attesa · menziona <!here> <@U0ALICE01> · solo lun–ven 08:00–18:00',
    );
    expect(
      describeRule({ ...full, queue: '*', hours: { days: [1, 3, 5], from: '09:00', to: '13:00' } }, 'en'),
    ).toContain(
      'every queue · warning: ≥ 3 waiting or wait ≥ 2 min or nobody free or ringing and a caller waiting 10 s or more',
    );
  });

  it('added and list', () => {
    const added = alertAddedView(full, 15_000, 'it');
    expectValid(added);
    expect(textOf(added)).toContain('Avviso `r1a2b3` creato in questo canale');
    expect(textOf(added)).toContain('Controllo delle code ogni 15 s circa');
    const list = alertListView(
      [
        rule({ id: 'cfg-1', source: 'config', channel: 'C0OTHER01', queue: '*', warning: { waiting: 1 } }),
        full,
      ],
      {
        channel: 'C0ALERTS1',
        pausedUntil: T + 600_000,
        timeZone: 'Europe/Rome',
        plan: {
          intervalMs: 86_400,
          reason: 'predicted',
          nextReadAt: T + 61_500,
          readsLeft: 612,
          reserved: 144,
          share: 0.62,
          shareBasis: 'usage',
          profileCalls: 1840,
          profileDays: 7,
          note: undefined,
          lastPollAt: T,
          downSince: undefined,
        },
      },
      'it',
    );
    expectValid(list);
    const text = textOf(list);
    expect(text.indexOf('r1a2b3')).toBeLessThan(text.indexOf('cfg-1'));
    expect(text).toContain('(file di configurazione)');
    expect(JSON.stringify(list.blocks)).toContain('in <#C0OTHER01>');
    expect(text).toContain('Avvisi in pausa in questo canale fino alle 10:40');
    expect(text).toContain('Intervallo attuale 1 min 26 s');
    expect(text).toContain('Prossimo controllo alle 10:31:01: lettura al momento in cui un chiamante supera');
    expect(text).toContain('Letture rimaste oggi: 612 (144 tenute');
    expect(text).toContain('quota dei controlli 62% del giorno, secondo l');
    expect(text).toContain('apprese da 1840 chiamate degli ultimi 7 giorni');
    expect(
      textOf(alertListView([], { channel: 'C1', pausedUntil: null, timeZone: 'UTC', plan: undefined }, 'it')),
    ).toContain('Nessun avviso');
  });
});
