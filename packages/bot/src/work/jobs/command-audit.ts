import type { Logger } from 'pino';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import type { CommandRunner } from './command-runner.js';

/** How a write ended, as the audit line records it. */
export type AuditResult =
  | { result: 'ok' }
  | { result: 'refused'; status: number | undefined }
  | { result: 'error'; status: number | undefined; message: string };

/** Writes the audit line of a write: who, on which account, what, with which parameters, and how it ended. */
export function auditWrite(
  audit: Logger,
  commands: Pick<CommandRunner, 'auditParams'>,
  payload: PbxCommandPayload,
  accountId: string,
  outcome: AuditResult,
): void {
  audit.info(
    {
      user: payload.userId,
      team: payload.teamId,
      account: accountId,
      operation: payload.operation.type,
      params: commands.auditParams(payload.operation),
      ...outcome,
    },
    'audit',
  );
}
