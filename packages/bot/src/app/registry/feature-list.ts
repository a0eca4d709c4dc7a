import { accountFeature } from '../../features/account/account.feature.js';
import { blacklistFeature } from '../../features/blacklist/blacklist.feature.js';
import { bookFeature } from '../../features/book/book.feature.js';
import { callFeature } from '../../features/call/call.feature.js';
import { callsFeature } from '../../features/calls/calls.feature.js';
import { connectFeature } from '../../features/connect/connect.feature.js';
import { contactFeature } from '../../features/contact/contact.feature.js';
import { extFeature } from '../../features/ext/ext.feature.js';
import { homeFeature } from '../../features/home/home.feature.js';
import { queueFeature } from '../../features/queue/queue.feature.js';
import { switchFeature } from '../../features/switch/switch.feature.js';
import { voipFeature } from '../../features/voip/voip.feature.js';
import { alertsFeature } from '../../feeds/alerts/alerts.feature.js';
import { bookingsFeature } from '../../feeds/bookings/bookings.feature.js';
import { missedFeature } from '../../feeds/missed/missed.feature.js';
import { reportFeature } from '../../feeds/report/report.feature.js';

/**
 * Every feature of the bot, in the order `/pbx help` lists their commands. Adding a feature: its folder under
 * `features/`, its line here (imported, listed, exported), its commands in `manifest.yaml` (a test checks
 * they match).
 */
export const features = [
  accountFeature,
  queueFeature,
  blacklistFeature,
  bookFeature,
  callsFeature,
  extFeature,
  voipFeature,
  switchFeature,
  contactFeature,
  callFeature,
  alertsFeature,
  reportFeature,
  homeFeature,
  missedFeature,
  bookingsFeature,
  connectFeature,
] as const;

// Exported by name so that the package's types load every feature: what a feature adds to the core's types
// (`declare module`: the alerts' section of the configuration, the steps of `/call` and `/book`…) is theirs.
export {
  accountFeature,
  alertsFeature,
  blacklistFeature,
  bookFeature,
  bookingsFeature,
  callFeature,
  callsFeature,
  connectFeature,
  contactFeature,
  extFeature,
  homeFeature,
  missedFeature,
  queueFeature,
  reportFeature,
  switchFeature,
  voipFeature,
};
