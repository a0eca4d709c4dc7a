import type { operations, paths } from '../generated/api.js';
import type { OperationId } from './operation-types.js';

/** The HTTP methods the spec uses. */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The `[method, path]` pairs of `paths` whose operation is `operations[K]`. */
type RouteOf<K extends OperationId> = {
  [P in keyof paths]: {
    [M in Method]: [paths[P][M]] extends [operations[K]]
      ? [operations[K]] extends [paths[P][M]]
        ? readonly [M, P]
        : never
      : never;
  }[Method];
}[keyof paths];

/**
 * Where each operation lives. The runtime needs this table (the generated file holds types only); the
 * `satisfies` clause makes the compiler check that it lists every operation of the spec, each with the method and
 * path that `paths` gives it, so it cannot drift from `pnpm generate`.
 */
export const operationRoutes = {
  getPing: ['get', '/v1/ping'],
  getAccount: ['get', '/v1/account'],
  listExtensions: ['get', '/v1/extensions'],
  listExtensionStatuses: ['get', '/v1/extensions/status'],
  getExtensionStatus: ['get', '/v1/extensions/status/{number}'],
  getExtension: ['get', '/v1/extensions/{number}'],
  listInboundCalls: ['get', '/v1/calls/in'],
  listInboundCallsByDate: ['get', '/v1/calls/in/{date}'],
  listOutboundCalls: ['get', '/v1/calls/out'],
  listOutboundCallsByDate: ['get', '/v1/calls/out/{date}'],
  listQueues: ['get', '/v1/queue'],
  listQueuesLive: ['get', '/v1/queue/live'],
  getQueue: ['get', '/v1/queue/{name}'],
  getQueueLive: ['get', '/v1/queue/{name}/live'],
  originateCall: ['post', '/v1/call/originate'],
  listVoipStatus: ['get', '/v1/voip/status'],
  listBlacklists: ['get', '/v1/blacklists'],
  createBlacklist: ['post', '/v1/blacklists'],
  getBlacklist: ['get', '/v1/blacklists/{name}'],
  listBlacklistNumbers: ['get', '/v1/blacklists/{name}/numbers'],
  addBlacklistNumber: ['post', '/v1/blacklists/{name}/numbers'],
  getBlacklistNumber: ['get', '/v1/blacklists/{name}/numbers/{id}'],
  updateBlacklistNumber: ['put', '/v1/blacklists/{name}/numbers/{id}'],
  deleteBlacklistNumber: ['delete', '/v1/blacklists/{name}/numbers/{id}'],
  getSwitch: ['get', '/v1/switches/{id}'],
  getContact: ['get', '/v1/contacts/{id}'],
  updateContact: ['put', '/v1/contacts/{id}'],
  createBooking: ['post', '/v1/calendar/bookings'],
  cancelBooking: ['post', '/v1/calendar/bookings/{id}/cancel'],
  deleteBlock: ['delete', '/v1/calendar/blocks/{id}'],
  listBlocks: ['get', '/v1/calendar/blocks'],
  listCalendars: ['get', '/v1/calendar/calendars'],
  listEvents: ['get', '/v1/calendar/events'],
  getAvailability: ['get', '/v1/calendar/availability'],
  listBookings: ['get', '/v1/calendar/bookings'],
} as const satisfies { [K in OperationId]: RouteOf<K> };

const byRoute = new Map<string, OperationId>();

/** The operation behind a method and an OpenAPI path template, e.g. `('GET', '/v1/queue/{name}')`. */
export function operationAt(method: string, schemaPath: string): OperationId | undefined {
  if (byRoute.size === 0) {
    for (const [id, [m, p]] of Object.entries(operationRoutes)) byRoute.set(`${m} ${p}`, id as OperationId);
  }
  return byRoute.get(`${method.toLowerCase()} ${schemaPath}`);
}
