import type { sandboxRoutes } from '../admin/sandbox.route.js';
import type { publicRoutes } from '../routes/index.js';

/**
 * Example bodies of success responses by `operationId` and status: real answers of the sandbox, checked against
 * each response's schema by `examples.test.ts`.
 */
export type SuccessExamples = { [K in keyof typeof publicRoutes]?: { [status: number]: unknown } };

/** The same for the sandbox surface (`/_admin`, `/_sim`), by `operationId`. */
export type SandboxExamples = {
  [K in (typeof sandboxRoutes)[keyof typeof sandboxRoutes]['operationId']]?: { [status: number]: unknown };
};
