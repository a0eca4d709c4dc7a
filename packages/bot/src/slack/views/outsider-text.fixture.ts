/* Inputs of the views that show text from outside, with one string (`s`) in every field that comes from outside. */
import type { Booking } from '@centralino/schemas';
import type { ExtensionStatusList } from '../../features/ext/ext.view.js';
import type { VoipStatusList } from '../../features/voip/voip.view.js';
import type { Notice } from '../../feeds/missed/notice-store.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';

export function booking(s: string): Booking {
  return {
    id: 7,
    event: s,
    calendar: 'bianchi',
    name: s,
    phone: null,
    email: null,
    notes: null,
    date: '2025-06-10',
    time: '09:30',
    end_time: '10:00',
    starts_at_utc: '2025-06-10T07:30:00Z',
    ends_at_utc: '2025-06-10T08:00:00Z',
    status: 'confirmed',
    source: 'api',
    created_by: 'slack',
    created_at: '2025-06-02T10:00:00Z',
  } as Booking;
}

export function slot() {
  return {
    date: '2025-06-10',
    time: '09:30',
    end_time: '10:00',
    starts_at_utc: '2025-06-10T07:30:00Z',
    ends_at_utc: '2025-06-10T08:00:00Z',
    calendars: [{ slug: 'bianchi', remaining: 1 }],
  };
}

export function extensionList(s: string): ExtensionStatusList {
  return {
    success: true,
    count: 1,
    data: [
      { extension: 'SIP/201', internal_number: '201', description: s, status: 'ONLINE', is_online: true },
    ],
    summary: { online: 1, offline: 0 },
  } as ExtensionStatusList;
}

export function voipList(s: string): VoipStatusList {
  return {
    success: true,
    count: 1,
    data: [
      {
        number: '0287654321',
        registered: true,
        provider: s,
        provider_label: s,
        username: 'u',
        sip_server: 's',
        description: s,
        note: '',
      },
    ],
    summary: { total: 1, registered: 1, unregistered: 0 },
  } as VoipStatusList;
}

export function notice(s: string): Notice {
  return {
    id: 'n1',
    accountId: 'main',
    channel: 'C1',
    ruleId: 'm1',
    caller: '+393331234567',
    label: s,
    day: '2026-11-26',
    count: 3,
    firstAt: '2026-11-26 09:10:00',
    lastAt: '2026-11-26 10:42:07',
    destination: s,
    liveQueue: undefined,
    waitSeconds: 95,
    lastStatus: 'abandoned',
    status: 'open',
    taken: undefined,
    done: undefined,
    callback: undefined,
    version: 3,
    sentVersion: 0,
    ts: undefined,
    summaryId: undefined,
  } as Notice;
}

export function accountBudget(): BudgetSnapshot {
  return {
    accountId: 'main',
    at: 1000,
    limits: { perMinute: 20, perDay: 1000, source: 'server' },
    minute: {
      windowMs: 60_000,
      used: 5,
      remaining: 15,
      grants: [],
      background: 0,
      commandReserve: 10,
      nextFreeInMs: 0,
    },
    day: {
      date: '2025-06-02',
      timeZone: 'Europe/Rome',
      used: 121,
      remaining: 879,
      resetsAt: 2000,
      background: 0,
      backgroundLimit: 500,
    },
    blockedUntil: null,
  };
}
