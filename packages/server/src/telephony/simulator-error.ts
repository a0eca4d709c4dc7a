/** Why the simulator refused a control command; the sim routes turn it into 404/409. */
export type SimulatorErrorReason =
  | 'queue_not_found'
  | 'queue_full'
  | 'caller_not_found'
  | 'member_not_found'
  | 'no_member_available'
  | 'extension_not_found'
  | 'voip_number_not_found';

export class SimulatorError extends Error {
  override readonly name = 'SimulatorError';

  constructor(readonly reason: SimulatorErrorReason) {
    super(reason);
  }
}
