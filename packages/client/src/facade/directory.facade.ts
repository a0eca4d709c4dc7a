import type { CallOptions, Invoke } from '../client/invoke.js';
import type { RequestBody } from '../operations/operation-types.js';

/** Manual switches (endpoint 24). @see ../../../shared/pbx-api-reference.md#switch */
export function createSwitchesApi(invoke: Invoke) {
  return {
    get: (id: number, options: CallOptions = {}) => invoke('getSwitch', { path: { id }, ...options }),
  };
}

/** Directory contacts (endpoints 25–26). @see ../../../shared/pbx-api-reference.md#contact */
export function createContactsApi(invoke: Invoke) {
  return {
    get: (id: number, options: CallOptions = {}) => invoke('getContact', { path: { id }, ...options }),
    /** Changes only the fields given; `null` or `''` clears `company` and `notes`. */
    update: (id: number, body: RequestBody<'updateContact'>, options: CallOptions = {}) =>
      invoke('updateContact', { path: { id }, body, ...options }),
  };
}
