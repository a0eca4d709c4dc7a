/** `action_id` of the "Chiama" button of a `/call` confirmation. */
export const callConfirmId = 'pbx_call_confirm';
