/**
 * An operation as data: what a job asks of the PBX, told apart by `type`. Each feature declares its own
 * variants (Zod, with the API's field rules); the registry joins them into one union.
 */
export interface OperationBase {
  type: string;
}
