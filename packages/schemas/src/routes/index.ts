import { getAccount } from './account.route.js';
import {
  addBlacklistNumber,
  createBlacklist,
  deleteBlacklistNumber,
  getBlacklist,
  getBlacklistNumber,
  listBlacklistNumbers,
  listBlacklists,
  updateBlacklistNumber,
} from './blacklists.route.js';
import {
  cancelBooking,
  createBooking,
  deleteBlock,
  getAvailability,
  listBlocks,
  listBookings,
  listCalendars,
  listEvents,
} from './calendar.route.js';
import {
  listInboundCalls,
  listInboundCallsByDate,
  listOutboundCalls,
  listOutboundCallsByDate,
} from './calls.route.js';
import { getContact, updateContact } from './contacts.route.js';
import {
  getExtension,
  getExtensionStatus,
  listExtensionStatuses,
  listExtensions,
} from './extensions.route.js';
import { getPing } from './health.route.js';
import { originateCall } from './originate.route.js';
import { getQueue, getQueueLive, listQueues, listQueuesLive } from './queues.route.js';
import { getSwitch } from './switches.route.js';
import { listVoipStatus } from './voip.route.js';

/**
 * Every public operation, in the reference's order (1–32), with the operations we add where the reference
 * only refers to them (marked `inferred`) next to their area. Static paths come before parameter paths
 * (`/v1/extensions/status` before `/v1/extensions/{number}`, `/v1/queue/live` before `/v1/queue/{name}`) so
 * a router registering them in this order matches them first.
 */
export const publicRoutes = {
  getPing,
  getAccount,
  listExtensions,
  listExtensionStatuses,
  getExtensionStatus,
  getExtension,
  listInboundCalls,
  listInboundCallsByDate,
  listOutboundCalls,
  listOutboundCallsByDate,
  listQueues,
  listQueuesLive,
  getQueue,
  getQueueLive,
  originateCall,
  listVoipStatus,
  listBlacklists,
  createBlacklist,
  getBlacklist,
  listBlacklistNumbers,
  addBlacklistNumber,
  getBlacklistNumber,
  updateBlacklistNumber,
  deleteBlacklistNumber,
  getSwitch,
  getContact,
  updateContact,
  createBooking,
  cancelBooking,
  deleteBlock,
  listBlocks,
  listCalendars,
  listEvents,
  getAvailability,
  listBookings,
} as const;

export type PublicOperationId = keyof typeof publicRoutes;
export {
  addBlacklistNumber,
  cancelBooking,
  createBlacklist,
  createBooking,
  deleteBlacklistNumber,
  deleteBlock,
  getAccount,
  getAvailability,
  getBlacklist,
  getBlacklistNumber,
  getContact,
  getExtension,
  getExtensionStatus,
  getPing,
  getQueue,
  getQueueLive,
  getSwitch,
  listBlacklistNumbers,
  listBlacklists,
  listBlocks,
  listBookings,
  listCalendars,
  listEvents,
  listExtensionStatuses,
  listExtensions,
  listInboundCalls,
  listInboundCallsByDate,
  listOutboundCalls,
  listOutboundCallsByDate,
  listQueues,
  listQueuesLive,
  listVoipStatus,
  originateCall,
  updateBlacklistNumber,
  updateContact,
};
