import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { ShareStore } from '../../slack/share/share-store.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { OperationServices } from '../operations/operation-context.js';
import type { DeferredCommands } from '../queue/deferred-commands.js';
import type { WaitingLine } from '../queue/waiting-line.js';
import type { CommandRunner } from './command-runner.js';
import type { SlackResponder } from './responder.js';

/** What the processor needs. Built once per worker process. */
export interface PbxCommandDeps {
  config: BotConfig;
  /** The operations of every feature: how each runs (the registry). */
  commands: CommandRunner;
  services: OperationServices;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  responder: SlackResponder;
  shares: ShareStore;
  waiting: WaitingLine;
  /** Commands refused for the day budget, kept for "Esegui alle 00:00". */
  deferred: DeferredCommands;
  logger: Logger;
}

/** How a job ended (its BullMQ return value). */
export interface PbxCommandOutcome {
  outcome: 'ok' | 'error' | 'invalid' | 'day-limit';
  delivery?: string;
}
