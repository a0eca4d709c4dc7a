import type { CallOptions, Invoke } from '../client/invoke.js';

/** Extensions and their registration (endpoints 3–6). @see ../../../shared/pbx-api-reference.md#extension-list-item */
export function createExtensionsApi(invoke: Invoke) {
  return {
    list: (options: CallOptions = {}) => invoke('listExtensions', options),
    /** Detail with SIP configuration; `number` is the extension name or internal number. */
    get: (number: string, options: CallOptions = {}) =>
      invoke('getExtension', { path: { number }, ...options }),
    /** Registration state of every extension, with the online/offline summary (reads the telephone server). */
    statuses: (options: CallOptions = {}) => invoke('listExtensionStatuses', options),
    /** Registration state of one extension. */
    status: (number: string, options: CallOptions = {}) =>
      invoke('getExtensionStatus', { path: { number }, ...options }),
  };
}
