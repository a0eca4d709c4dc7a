import { z } from 'zod';
import { SANDBOX_BODY_LIMIT } from '../common/body-limits.js';
import { messages, sandboxMessages } from '../common/messages.js';
import { errorResponse, inputResponses, plainError, type RouteContract } from '../routes/contract.js';

/**
 * The sandbox surface: it exists only when the server runs with `ADMIN_TOKEN` and is authenticated with
 * `Authorization: Bearer <ADMIN_TOKEN>`. Bodies are not wrapped; errors use the plain envelope.
 */
export const sandboxTags = [
  { name: 'Sandbox admin', description: 'Accounts, keys and the clock of the sandbox.' },
  { name: 'Telephone simulator', description: 'Drive the simulated telephone server of an account.' },
] as const;

export type SandboxRoute = Omit<RouteContract, 'tag' | 'auth' | 'envelope' | 'telephony'> & {
  tag: (typeof sandboxTags)[number]['name'];
};

export const adminUnauthorized = errorResponse('plain', 'Missing or wrong admin token.', {
  unauthorized: plainError('Wrong token', sandboxMessages.unauthorized),
});
export const invalid = (description: string) =>
  errorResponse('plain', description, {
    invalid: plainError('Invalid body', messages.invalidField('context')),
  });
export const unknownAccount = plainError('No such account', sandboxMessages.accountNotFound);
export const Context = z.object({ context: z.string().min(1) });

export function sandboxRoute<const R extends SandboxRoute>(r: R) {
  return {
    ...r,
    auth: 'admin',
    envelope: 'plain',
    telephony: false,
    responses: {
      401: adminUnauthorized,
      ...inputResponses('plain', r.request, SANDBOX_BODY_LIMIT),
      ...r.responses,
    },
  } as const;
}
