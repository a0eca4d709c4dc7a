import { AccountFixture, DEFAULT_TIME_ZONE } from '@centralino/schemas';
import { demoCalendar } from './demo-calendar.js';
import {
  DEMO_CONTEXT,
  demoBlacklists,
  demoContacts,
  demoExtensions,
  demoQueues,
  demoSwitches,
  demoVoipNumbers,
} from './demo-directory.js';
import { demoHistory } from './demo-history.js';

/**
 * The `--demo` exchange: an Italian professional office (`studio-demo`) with extensions in every state, three
 * queues, VoIP numbers of several providers (one unregistered), switches, contacts, an active and an inactive
 * blacklist, three weeks of call history up to `now`, and the calendar (see {@link demoCalendar}).
 */
export function demoFixture(now: Date): AccountFixture {
  return AccountFixture.parse({
    context: DEMO_CONTEXT,
    key_name: 'demo',
    limits: { requests_per_minute: 60, requests_per_day: 5000 },
    timezone: DEFAULT_TIME_ZONE,
    calendar_enabled: true,
    extensions: demoExtensions,
    queues: demoQueues,
    voip_numbers: demoVoipNumbers,
    switches: demoSwitches,
    contacts: demoContacts,
    blacklists: demoBlacklists,
    calls: demoHistory(now, DEFAULT_TIME_ZONE),
    ...demoCalendar(now),
  });
}
