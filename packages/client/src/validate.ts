import { publicRoutes, type RouteContract } from '@centralino/schemas';
import { PbxValidationError } from './errors/pbx-validation-error.js';
import type { OperationId } from './operations/operation-types.js';
import type { ResponseValidator } from './validation/response-validator.js';

/** The route contracts by operation id; fails to compile if the spec and the contracts disagree on the ids. */
const routes: Record<OperationId, RouteContract> = publicRoutes;

/**
 * Validates every response with the Zod schema its route contract declares for that status
 * (`publicRoutes[operationId].responses[status].schema`). A status the contract does not declare is a mismatch
 * too. A separate entry point, so only clients that opt in load zod and the contracts:
 * `createPbxClient({ …, validate: zodValidator })`.
 */
export const zodValidator: ResponseValidator = ({ operation, status, body }) => {
  const response = routes[operation]?.responses[status];
  if (!response) throw new PbxValidationError(operation, status, [`status ${status} is not declared`]);
  if (!response.schema) return;
  const result = response.schema.safeParse(body);
  if (result.success) return;
  throw new PbxValidationError(
    operation,
    status,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
  );
};

export { PbxValidationError } from './errors/pbx-validation-error.js';
export type { ResponseToValidate, ResponseValidator } from './validation/response-validator.js';
