import type { OperationId } from '../operations/operation-types.js';

/**
 * A response that does not match the contract (only with `validate`): the body of a declared status failed its
 * schema, or the status is not declared for the operation. `cause` holds the {@link PbxApiError} when the
 * response was an error.
 */
export class PbxValidationError extends Error {
  override readonly name = 'PbxValidationError';

  constructor(
    readonly operation: OperationId,
    readonly status: number,
    /** One line per problem, `path: message`. */
    readonly issues: readonly string[],
    options: { cause?: unknown } = {},
  ) {
    super(
      `Response of ${operation} (HTTP ${status}) does not match the contract: ${issues.join('; ')}`,
      options,
    );
  }
}
