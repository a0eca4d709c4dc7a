/** Why the egress policy stopped a request to a PBX (for logs only: users see one neutral sentence). */
export type EgressRefusal =
  /** The host is, or resolves to, an address the policy refuses (loopback, private, metadata…). */
  | 'refused_address'
  /** The server answered with a redirect: never followed, and the exchange counts as unreachable. */
  | 'redirect'
  /** An error answer that is not the PBX API's envelope: its text is never shown. */
  | 'foreign_answer';

/**
 * A request to a PBX that the egress policy stopped. It is a `TypeError`, like fetch's own "fetch failed", so
 * every caller treats it as an unreachable exchange (the same words, the same retries) and no caller can tell
 * a refused address from a closed port.
 */
export class PbxEgressError extends TypeError {
  override readonly name = 'PbxEgressError';
  readonly reason: EgressRefusal;

  constructor(reason: EgressRefusal) {
    super(`request to the PBX stopped by the egress policy (${reason})`);
    this.reason = reason;
  }
}
