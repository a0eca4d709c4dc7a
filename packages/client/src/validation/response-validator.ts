import type { OperationId } from '../operations/operation-types.js';

/** A response handed to a {@link ResponseValidator}. */
export interface ResponseToValidate {
  operation: OperationId;
  status: number;
  /** The parsed JSON body (success or error). */
  body: unknown;
}

/**
 * Checks a response against the contract and throws {@link PbxValidationError} when it does not match. The
 * client passes every response of the typed methods through it; `@centralino/client/validate` provides
 * `zodValidator`, built on the Zod route contracts of `@centralino/schemas`.
 */
export type ResponseValidator = (response: ResponseToValidate) => void;
