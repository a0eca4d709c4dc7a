import type { CallOptions, Invoke } from '../client/invoke.js';
import type { RequestBody } from '../operations/operation-types.js';

/** Blacklists and their numbers (endpoints 17–23, and the delete the reference refers to). @see ../../../shared/pbx-api-reference.md#blacklist */
export function createBlacklistsApi(invoke: Invoke) {
  return {
    list: (options: CallOptions = {}) => invoke('listBlacklists', options),
    /** Creates an empty blacklist; it blocks nothing until attached to a routing rule in the dashboard. */
    create: (name: RequestBody<'createBlacklist'>['name'], options: CallOptions = {}) =>
      invoke('createBlacklist', { body: { name }, ...options }),
    get: (name: string, options: CallOptions = {}) => invoke('getBlacklist', { path: { name }, ...options }),
    numbers: (name: string, options: CallOptions = {}) =>
      invoke('listBlacklistNumbers', { path: { name }, ...options }),
    /** Adds a number (a leading `^` blocks every number starting with the digits after it). */
    addNumber: (name: string, body: RequestBody<'addBlacklistNumber'>, options: CallOptions = {}) =>
      invoke('addBlacklistNumber', { path: { name }, body, ...options }),
    getNumber: (name: string, id: number, options: CallOptions = {}) =>
      invoke('getBlacklistNumber', { path: { name, id }, ...options }),
    /** Changes the fields given; an empty `description` removes it. */
    updateNumber: (
      name: string,
      id: number,
      body: RequestBody<'updateBlacklistNumber'>,
      options: CallOptions = {},
    ) => invoke('updateBlacklistNumber', { path: { name, id }, body, ...options }),
    deleteNumber: (name: string, id: number, options: CallOptions = {}) =>
      invoke('deleteBlacklistNumber', { path: { name, id }, ...options }),
  };
}
