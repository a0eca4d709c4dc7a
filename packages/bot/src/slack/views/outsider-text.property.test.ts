/*
 * Issue 29: text from outside (the exchange's names and numbers, callers, an admin's exchange) is data, never
 * markup. Every view that shows such text is fed seeded hostile strings and compared with the same view fed a
 * plain word (`expectInert`).
 */
import type { Contact, Switch } from '@centralino/schemas';
import { describe, it } from 'vitest';
import { accountView } from '../../features/account/account.view.js';
import { blacklistDetailView, blacklistListView } from '../../features/blacklist/blacklist.view.js';
import { bookedView, bookSlotsView } from '../../features/book/book.view.js';
import { inboundCallsView } from '../../features/calls/calls.view.js';
import { connectConfirmView, connectedListView } from '../../features/connect/connect.view.js';
import { contactView } from '../../features/contact/contact.view.js';
import { extensionListView } from '../../features/ext/ext.view.js';
import { homeView } from '../../features/home/home.view.js';
import { queueDetailView } from '../../features/queue/queue-detail.view.js';
import { queueListView } from '../../features/queue/queue-list.view.js';
import { queueLiveListView, queueLiveView } from '../../features/queue/queue-live.view.js';
import { switchView } from '../../features/switch/switch.view.js';
import { voipView } from '../../features/voip/voip.view.js';
import { liveQueue } from '../../feeds/alerts/alert.fixture.js';
import { alertCardView } from '../../feeds/alerts/alert-card.view.js';
import { contentHash, snapshotOf } from '../../feeds/alerts/apply-poll.js';
import { todayListView } from '../../feeds/missed/missed-line.view.js';
import { noticeView } from '../../feeds/missed/notice.view.js';
import { summaryView } from '../../feeds/missed/summary.view.js';
import type { SlackMessage } from './blocks.js';
import { expectInert, hostileName, seeded } from './hostile-text.test-helpers.js';
import { accountBudget, booking, extensionList, notice, slot, voipList } from './outsider-text.fixture.js';
import { account, blacklistSummary, inboundCalls, queue, queueDetail, queueLive } from './view.fixture.js';

const T = Date.UTC(2025, 5, 2, 8, 30);

type View = SlackMessage | { blocks: readonly unknown[] };

/** Each view that shows text from outside, with the hostile string put in every such field. */
const views: [string, (s: string) => View][] = [
  [
    'contact',
    (s) => contactView({ id: 7, name: s, number: s, company: s, notes: null } as unknown as Contact, 'it'),
  ],
  [
    'switch',
    (s) =>
      switchView(
        {
          id: 7,
          description: s,
          activation: s,
          active: true,
          action: { type: s, label: s, target: s },
        } as unknown as Switch,
        'it',
      ),
  ],
  [
    'booked',
    (s) => bookedView(booking(s), true, 'it', { today: '2025-06-02', calendars: new Map([['bianchi', s]]) }),
  ],
  [
    'free times',
    (s) =>
      bookSlotsView(s, '2025-06-10', [slot()], 'it', {
        today: '2025-06-02',
        calendars: new Map([['bianchi', s]]),
      }),
  ],
  ['blacklists', (s) => blacklistListView([blacklistSummary(s, 2, [s])], 1, 'it')],
  [
    'blacklist numbers',
    (s) =>
      blacklistDetailView(
        { ...blacklistSummary(s, 1, [s]), numbers: [{ id: 1, number: s, description: s }] } as never,
        1,
        'it',
      ),
  ],
  ['extensions', (s) => extensionListView(extensionList(s), 1, 'it')],
  ['voip numbers', (s) => voipView(voipList(s), 1, 'it')],
  [
    'queues',
    (s) =>
      queueListView([{ ...queue(s), members: [{ extension: s, callerid: s, description: s }] }], 1, 'it'),
  ],
  ['queue detail', (s) => queueDetailView({ ...queueDetail(s), musiconhold: s, announce: s }, 'it')],
  ['queue live', (s) => queueLiveView(hostileLive(s), 'it')],
  ['queues live', (s) => queueLiveListView([hostileLive(s)], 1, 'it')],
  [
    'calls',
    (s) => {
      const list = inboundCalls(1);
      list.data[0] = { ...list.data[0]!, caller_id: s, caller_number: `0612345678${s}`, destination: s };
      return inboundCallsView(
        list,
        { type: 'calls.list', direction: 'in', page: 1 },
        { extension: '201', blockList: 'bloccati' },
        'it',
      );
    },
  ],
  ['alert card', (s) => alertCard(s)],
  [
    'missed-call notice',
    (s) => noticeView(notice(s), { blockList: 'bloccati', timeZone: 'Europe/Rome', locale: 'it' }),
  ],
  ['missed-call summary', (s) => summaryView([notice(s)], 'it')],
  [
    'missed calls of today',
    (s) => todayListView([{ at: '2026-11-26 10:42:07', caller: s, label: s, destination: s }], 'it'),
  ],
  [
    'home',
    (s) =>
      homeView({
        now: T,
        timeZone: 'Europe/Rome',
        locale: 'it',
        accountId: 'studio',
        sample: { at: T - 4000, queues: [hostileLive(s)] },
        alerts: [{ kind: 'queue', queue: s, channel: 'C1', level: 'warning', since: T - 60_000 }],
        missed: [
          { caller: s, label: s, channel: 'C1', count: 1, lastAt: '2025-06-02 10:20:00', takenBy: undefined },
        ],
        extension: s,
        workspace: { canConnect: false, revoked: { exchange: s, keyName: s } },
      }),
  ],
  [
    'connect check',
    (s) =>
      connectConfirmView('it', 'token', {
        exchange: s,
        keyName: s,
        baseUrl: s,
        timeZone: s,
        limits: { requestsPerMinute: 20, requestsPerDay: 1000 },
      } as never),
  ],
  [
    'connected exchanges',
    (s) =>
      connectedListView('it', [{ id: 'studio-x', exchange: s, keyName: s, isDefault: true, revoked: false }]),
  ],
  [
    'account',
    (s) =>
      accountView(
        { account: { ...account(), context: s, key_name: s }, budget: accountBudget(), waiting: 0 },
        'it',
      ),
  ],
];

function hostileLive(s: string) {
  const live = queueLive(s, 2, 2);
  live.callers = live.callers.map((c) => ({ ...c, caller_name: s, caller_number: `+39 333${s}` }));
  live.members = live.members.map((m) => ({ ...m, name: s }));
  return live;
}

function alertCard(s: string): SlackMessage {
  const live = liveQueue(s, [75, 20], 0);
  live.callers = live.callers.map((c) => ({ ...c, caller_name: s, caller_number: `347${s}` }));
  const base = {
    id: 'c1',
    accountId: 'main',
    kind: 'queue' as const,
    channel: 'C0ALERTS1',
    queue: s,
    status: 'open' as const,
    level: 'warning' as const,
    since: T - 120_000,
    met: ['waiting' as const],
    mentions: [],
    snapshot: snapshotOf(live, T, 10, T + 14_000),
  };
  return alertCardView(
    {
      data: { ...base, contentHash: contentHash(base) },
      ack: undefined,
      mute: { pausedUntil: null, silence: null },
      timeZone: 'Europe/Rome',
      maxCallers: 10,
      withMentions: false,
    },
    'it',
  );
}

describe('text from outside is data, never markup', () => {
  it.each(views)('%s: seeded hostile names stay one inert line, still readable', (_name, render) => {
    const random = seeded(29);
    for (let run = 0; run < 150; run++) {
      const { word, text } = hostileName(random, run % 50 === 49);
      expectInert(render(text), render(word), word);
    }
  });
});
