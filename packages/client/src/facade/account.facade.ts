import type { CallOptions, Invoke } from '../client/invoke.js';

/** Account context, limits and usage (endpoint 2). @see ../../../shared/pbx-api-reference.md#account */
export function createAccountApi(invoke: Invoke) {
  return {
    /** Context, key name, configured limits and current usage. */
    get: (options: CallOptions = {}) => invoke('getAccount', options),
  };
}
