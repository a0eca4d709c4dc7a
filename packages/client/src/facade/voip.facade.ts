import type { CallOptions, Invoke } from '../client/invoke.js';

/** Registration of the account's VoIP numbers (endpoint 16). @see ../../../shared/pbx-api-reference.md#voip-number-status */
export function createVoipApi(invoke: Invoke) {
  return {
    status: (options: CallOptions = {}) => invoke('listVoipStatus', options),
  };
}
