import type { publicRoutes } from '../routes/index.js';

/**
 * Example bodies of success responses by `operationId` and status: real answers of the sandbox, checked against
 * each response's schema by `examples.test.ts`.
 */
export type SuccessExamples = { [K in keyof typeof publicRoutes]?: { [status: number]: unknown } };
